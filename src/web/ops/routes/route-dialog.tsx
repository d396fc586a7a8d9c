import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  ROUTE_KM_MAX,
  ROUTE_STATES,
  RouteChangeBodySchema,
  type Route,
  type RouteChangeBody,
  type RouteState,
} from '@shared/contracts/places';
import {
  ChoicesField,
  DialogButtons,
  FormProblems,
  NumberField,
  TextareaField,
  countErrors,
  useDialogSubmit,
  useFieldMessage,
} from '../../components/form';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { useChangeRoute } from './api';
import { stateName } from './labels';

/** The form's fields, by the names the server gives its refusals too (`tolls.car`). */
const FIELDS = ['km', 'tolls.car', 'tolls.lcv', 'borders', 'source'] as const;
type RouteField = (typeof FIELDS)[number];
const fieldOf = (field: string): RouteField | null => {
  // A refusal of one state (`borders.1`) is said at the states' choice.
  const named = field.startsWith('borders.') ? 'borders' : field;
  return (FIELDS as readonly string[]).includes(named) ? (named as RouteField) : null;
};

const isRouteState = (code: string): code is RouteState =>
  (ROUTE_STATES as readonly string[]).includes(code);

const resolver = zodResolver(RouteChangeBodySchema) as Resolver<
  RouteChangeBody,
  unknown,
  RouteChangeBody
>;

const SOURCE_MAX = 300;
const TOLL_MAX = 100_000;

/**
 * Corrects one route's km, tolls and the states it enters (each adds its entry permit to
 * quotes), saying where the new figures came from (kept with the route and in the audit log).
 * It closes on success, with the server's message; a refusal shows at its field, any other
 * failure above the buttons.
 */
export function RouteDialog({
  route,
  place,
  city,
  onClose,
}: {
  route: Route;
  /** The destination's name in the reader's language. */
  place: string;
  /** The city the route starts from, in the reader's language. */
  city: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const translate = useTranslateMessage();
  const form = useForm<RouteChangeBody, unknown, RouteChangeBody>({
    resolver,
    defaultValues: {
      km: route.km,
      tolls: route.tolls,
      borders: route.borders.filter(isRouteState),
      source: route.source,
    },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const change = useChangeRoute(route, (answer) => {
    toast.success(translate(answer));
    onClose();
  });
  // Closing stops a save on its way: it is never sent, or answered, later.
  const { close, refusal, onSubmit } = useDialogSubmit({
    form,
    mutation: change,
    fieldOf,
    onClose,
  });

  return (
    <Modal title={t`Route to ${place}`} onClose={close}>
      <p className="mb-4 text-sm text-muted">
        <Trans>
          From {city}, one way. The next quotes to {place} use what you save here.
        </Trans>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={change.isPending}>
        <NumberField
          label={t`Road distance`}
          suffix="km"
          max={ROUTE_KM_MAX}
          error={message(errors.km)}
          registration={register('km', { valueAsNumber: true })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t`Tolls, car`}
            hint={t`Cars, jeeps and vans up to 9 seats`}
            prefix="₹"
            max={TOLL_MAX}
            error={message(errors.tolls?.car)}
            registration={register('tolls.car', { valueAsNumber: true })}
          />
          <NumberField
            label={t`Tolls, minibus`}
            hint={t`Minibuses and tempo travellers, 10 seats or more`}
            prefix="₹"
            max={TOLL_MAX}
            error={message(errors.tolls?.lcv)}
            registration={register('tolls.lcv', { valueAsNumber: true })}
          />
        </div>
        <ChoicesField
          legend={t`States entered on the way`}
          hint={t`Quotes on this route add each state's entry permit, by the car's seats.`}
          choices={ROUTE_STATES}
          labelOf={(code) => stateName(i18n, code)}
          error={message(errors.borders)}
          registration={register('borders')}
        />
        <TextareaField
          label={t`Source of the figures`}
          hint={t`Where the new figures come from: a maps app, the toll plazas' fares, a driver's receipts.`}
          maxLength={SOURCE_MAX}
          error={message(errors.source)}
          registration={register('source')}
        />
        <FormProblems
          errorCount={countErrors(errors, ['tolls'])}
          submitted={formState.isSubmitted}
          refusal={refusal}
        />
        <DialogButtons
          className=""
          pending={change.isPending}
          onClose={close}
          submit
          disabled={!formState.isDirty}
          confirm={<Trans>Save route</Trans>}
        />
      </form>
    </Modal>
  );
}

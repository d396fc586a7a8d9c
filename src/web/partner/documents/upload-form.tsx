import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { DOCUMENT_KINDS, type DocumentKind } from '@shared/partner-constants';
import { DocumentUploadFieldsSchema, documentExpires } from '@shared/contracts/documents';
import { indiaToday } from '@shared/india-time';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import {
  Field,
  refusedFields,
  showRefusedFields,
  useFieldMessage,
  useRefusalText,
} from '../../components/form';
import { Alert } from '../../components/console/page-parts';
import { useUploadDocument } from './api';
import {
  DOCUMENT_MAX_MB,
  FILE_PROBLEM_TEXT,
  fileProblem,
  type DocumentOwner,
  type FileProblem,
} from './document-rules';
import { useFileSize } from '../../components/console/file-size';
import { DOCUMENT_KIND_LABELS } from '../../components/console/document-labels';

interface UploadValues {
  kind: DocumentKind;
  expiresOn: string;
  document: FileList | undefined;
}
type FieldName = keyof UploadValues;

// Accepted by name in the picker; the content is what counts (document-rules.ts, the server).
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

// Refusals about the file itself, whichever way the server words them (400, 413 or 415): shown
// at the file's field when the refusal names no field.
const FILE_CODES = [
  'document_type',
  'document_too_large',
  'upload_no_file',
  'upload_unreadable',
  'upload_one_at_a_time',
  'request_too_large',
] as const;
const FIELD_OF_CODE: Partial<Record<string, FieldName>> = Object.fromEntries(
  FILE_CODES.map((code) => [code, 'document']),
);

/** The server names the file `document`; the form's own names are the contract's. */
function formFieldOf(field: string): FieldName | undefined {
  if (field === 'kind' || field === 'expiresOn' || field === 'document') return field;
  return undefined;
}

function ownerIds(owner: DocumentOwner) {
  if (owner.subject === 'car') return { carId: owner.carId };
  if (owner.subject === 'driver') return { driverId: owner.driverId };
  return {};
}

/**
 * The text fields are checked with the shared DocumentUploadFieldsSchema (the server's rules and
 * words), the file with the server's rule on size and type, before anything is sent.
 */
function uploadResolver(owner: DocumentOwner): Resolver<UploadValues> {
  return async (values) => {
    const errors: FieldErrors<UploadValues> = {};
    const fields = DocumentUploadFieldsSchema.safeParse({
      kind: values.kind,
      ...ownerIds(owner),
      expiresOn: documentExpires(values.kind) ? values.expiresOn : undefined,
    });
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const name = formFieldOf(String(issue.path[0] ?? ''));
        if (name && !errors[name]) errors[name] = { type: 'validate', message: issue.message };
      }
    }
    const problem = await fileProblem(values.document?.[0]);
    if (problem) {
      errors.document = {
        type: problem,
        message: problem === 'no_file' ? '' : FILE_PROBLEM_TEXT[problem],
      };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

interface UploadFormProps {
  owner: DocumentOwner;
  /** The kind to start with: the one being replaced, or the first still needed. */
  initialKind: DocumentKind;
  /** Uploaded (the lists are read again) or cancelled: the form closes. */
  onDone: () => void;
}

/**
 * Upload one document (docs/product/marketplace.md#partner-portal: PDF, JPEG or PNG, at most 5 MB, with its
 * expiry date). What the server still refuses is shown at the field it names.
 */
export function UploadForm({ owner, initialKind, onDone }: UploadFormProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  const message = useFieldMessage();
  const fileSize = useFileSize();
  const kinds = DOCUMENT_KINDS[owner.subject] as readonly DocumentKind[];
  const {
    register: field,
    handleSubmit,
    setError,
    trigger,
    control,
    formState: { errors },
  } = useForm<UploadValues>({
    resolver: uploadResolver(owner),
    defaultValues: { kind: initialKind, expiresOn: '', document: undefined },
  });
  const upload = useUploadDocument({
    onUploaded: (answer) => {
      toast.success(translate(answer));
      onDone();
    },
    onRefused: (error) =>
      showRefusedFields(refusedFields(error, formFieldOf, FIELD_OF_CODE), setError),
  });

  const kind = useWatch({ control, name: 'kind' });
  const file = useWatch({ control, name: 'document' })?.[0];
  const fileName = file?.name;
  const expires = documentExpires(kind);
  const onSubmit = handleSubmit((values) => {
    const chosen = values.document?.[0];
    if (!chosen) return;
    upload.mutate({ owner, kind: values.kind, expiresOn: values.expiresOn, file: chosen });
  });

  // A refusal the fields already show is not repeated above the button.
  const refusal = useRefusalText(upload.error, formFieldOf, FIELD_OF_CODE);
  const fileError =
    errors.document?.type === ('no_file' satisfies FileProblem)
      ? t`Choose the document's file: a PDF, or a photo in JPEG or PNG.`
      : message(errors.document);

  const kindField = field('kind');
  const fileField = field('document', {
    // Checked as soon as it is chosen: no waiting for a 5 MB upload to hear it is too big.
    onChange: () => void trigger('document'),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-busy={upload.isPending}
      aria-label={t`Upload a document`}
      className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <fieldset disabled={upload.isPending} className="min-w-0 space-y-4">
        <legend className="mb-1 text-base font-bold text-brand-900">
          <Trans>Upload a document</Trans>
        </legend>

        {kinds.length > 1 ? (
          <Field label={t`Document`} error={message(errors.kind)}>
            {(described) => (
              // The first thing to choose: focused when the form opens.
              <select autoFocus className="field-input" {...described} {...kindField}>
                {kinds.map((choice) => (
                  <option key={choice} value={choice}>
                    {i18n._(DOCUMENT_KIND_LABELS[choice])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <p className="text-sm">
            <span className="font-medium text-muted">
              <Trans>Document:</Trans>
            </span>{' '}
            <span className="font-semibold text-ink">{i18n._(DOCUMENT_KIND_LABELS[kind])}</span>
          </p>
        )}

        {expires ? (
          <Field
            label={t`Expiry date`}
            hint={t`As printed on the document.`}
            error={message(errors.expiresOn)}
          >
            {(described) => (
              <input
                type="date"
                min={indiaToday()}
                className="field-input"
                {...described}
                {...field('expiresOn')}
              />
            )}
          </Field>
        ) : null}

        <Field
          label={t`File`}
          hint={t`A PDF, or a clear photo (JPEG or PNG), at most ${DOCUMENT_MAX_MB} MB.`}
          error={fileError}
        >
          {(described) => (
            <input
              type="file"
              accept={ACCEPT}
              // The only thing to choose for the company's one kind of paper.
              autoFocus={kinds.length === 1}
              className="block w-full min-w-0 text-sm text-ink file:mr-3 file:rounded-full file:border-0 file:bg-brand-600 file:px-4 file:py-2.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700"
              {...described}
              {...fileField}
            />
          )}
        </Field>
        {file && !errors.document ? (
          <p className="-mt-2 break-all text-sm text-muted">
            {file.name} · {fileSize(file.size)}
          </p>
        ) : null}
      </fieldset>

      {refusal ? <Alert>{refusal}</Alert> : null}
      {upload.isPending && file ? (
        <p role="status" aria-live="polite" className="flex items-center gap-2 text-sm text-ink">
          <span
            className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
            aria-hidden="true"
          />
          <Trans>Sending {fileName}: keep this page open until it is done.</Trans>
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className="btn-primary min-h-11" disabled={upload.isPending}>
          {upload.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
        </button>
        <button
          type="button"
          className="btn-ghost min-h-11"
          onClick={onDone}
          disabled={upload.isPending}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

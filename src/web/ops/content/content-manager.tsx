import { Trans, useLingui } from '@lingui/react/macro';
import type { Said } from '@shared/message-ref';
import { useRef, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { useFailureReason } from '../../components/console/failure';
import { ListSkeleton } from '../../components/console/list-parts';
import { Alert, CouldNotLoad, Notice } from '../../components/console/page-parts';
import { ImageWithFallback } from '../../components/image-with-fallback';
import { Modal } from '../../components/modal';
import { useTranslateMessage } from '../../lib/i18n/server-messages';
import { PencilIcon } from '../components/icons';
import {
  useContentList,
  useDeleteContent,
  useSetPublished,
  type ContentApi,
  type ContentRecord,
} from './api';
import type { ContentFormProps } from './use-content-form';

type Editing<Item> = { mode: 'new' } | { mode: 'edit'; item: Item };

const cardId = (id: string) => `content-${id}`;

/** After a change, focus goes where the reader's work goes on (a card, the New button). */
const focusLater = (find: () => HTMLElement | null | undefined) =>
  requestAnimationFrame(() => find()?.focus());

/**
 * One kind of content as the console keeps it (FAQs, blogs, a kind of listing, the home strips):
 * every record, drafts included, each with its state and what can be done to it (edit, publish
 * or unpublish, delete after asking), and the form that creates or edits one above the list.
 */
export function ContentManager<Item extends ContentRecord, Extra extends object = object>({
  api,
  newLabel,
  listLabel,
  loadingLabel,
  empty,
  toolbar,
  titleOf,
  imageOf,
  children,
  Form,
  formProps,
}: {
  api: ContentApi<Item>;
  /** The button that opens an empty form: "New FAQ". */
  newLabel: string;
  /** The list's name for screen readers: "FAQs". */
  listLabel: string;
  loadingLabel: string;
  empty: { title: string; text: ReactNode };
  /** Beside the New button (the kind of listing). */
  toolbar?: ReactNode;
  titleOf: (item: Item) => string;
  imageOf?: (item: Item) => string | null;
  /** What the card says of a record under its title. */
  children: (item: Item) => ReactNode;
  /** The kind's form, given what it needs beyond the record (the kind of listing). */
  Form: ComponentType<ContentFormProps<Item> & Extra>;
  formProps: Extra;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const reasonOf = useFailureReason();
  const list = useContentList(api);
  const setPublished = useSetPublished(api);
  const [editing, setEditing] = useState<Editing<Item> | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const items = list.data ?? [];
  const nextPosition =
    items.reduce(
      (last, item) => Math.max(last, (item as { position?: number }).position ?? 0),
      -1,
    ) + 1;

  function openForm(next: Editing<Item>) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  }
  function closeForm() {
    setEditing(null);
    const back = opener.current;
    focusLater(() => (back?.isConnected ? back : newButton.current));
  }

  function publish(item: Item, published: boolean) {
    setPublished.mutate(
      { id: item._id, published },
      {
        onSuccess: (answer) => toast.success(translate(answer.said)),
        onError: (error) => toast.error(reasonOf(error)),
      },
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">{toolbar}</div>
        <button
          ref={newButton}
          type="button"
          className="btn-primary"
          onClick={() => openForm({ mode: 'new' })}
        >
          <PencilIcon aria-hidden="true" />
          {newLabel}
        </button>
      </div>

      {editing ? (
        <Form
          key={editing.mode === 'edit' ? editing.item._id : 'new'}
          {...formProps}
          item={editing.mode === 'edit' ? editing.item : undefined}
          nextPosition={nextPosition}
          onCancel={closeForm}
          onSaved={(item: Item, said: Said) => {
            toast.success(translate(said));
            setEditing(null);
            // The saved record's card, where Publish is next.
            focusLater(() => document.getElementById(cardId(item._id)));
          }}
        />
      ) : null}

      {list.isPending ? (
        <ListSkeleton label={loadingLabel} cardHeight="h-28" />
      ) : !list.data ? (
        // Failed before any list came; a failed refresh keeps the list already shown.
        <CouldNotLoad query={list} title={t`We could not load this content`} />
      ) : items.length === 0 ? (
        <Notice icon={<PencilIcon />} title={empty.title}>
          {empty.text}
        </Notice>
      ) : (
        <ul className="space-y-3" aria-label={listLabel}>
          {items.map((item) => (
            <li key={item._id}>
              <ContentCard
                item={item}
                title={titleOf(item)}
                image={imageOf?.(item)}
                publishing={setPublished.isPending && setPublished.variables?.id === item._id}
                onEdit={() => openForm({ mode: 'edit', item })}
                onPublish={(published) => publish(item, published)}
                onDelete={() => setDeleting(item)}
              >
                {children(item)}
              </ContentCard>
            </li>
          ))}
        </ul>
      )}

      {deleting ? (
        <DeleteDialog
          api={api}
          item={deleting}
          title={titleOf(deleting)}
          onClose={() => setDeleting(null)}
          onDeleted={(said) => {
            toast.success(translate(said));
            if (editing?.mode === 'edit' && editing.item._id === deleting._id) setEditing(null);
            setDeleting(null);
            // Its card is gone: the New button is the nearest place to go on from.
            focusLater(() => newButton.current);
          }}
        />
      ) : null}
    </div>
  );
}

/** One record: its picture, its state (published or a draft), its words and its actions. */
function ContentCard({
  item,
  title,
  image,
  publishing,
  onEdit,
  onPublish,
  onDelete,
  children,
}: {
  item: ContentRecord;
  title: string;
  image: string | null | undefined;
  publishing: boolean;
  onEdit: () => void;
  onPublish: (published: boolean) => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  const titleId = `${cardId(item._id)}-title`;
  return (
    <article
      id={cardId(item._id)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-start sm:p-5"
    >
      {image !== undefined ? (
        <ImageWithFallback
          src={image}
          // The title beside it says what it is.
          alt=""
          width={160}
          height={90}
          className="aspect-video w-full shrink-0 rounded-lg bg-brand-50 object-cover sm:w-40"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <PublishedBadge published={item.published} />
        </div>
        <h3 id={titleId} className="mt-1 break-words font-bold text-brand-900">
          {title}
        </h3>
        <div className="mt-1 text-sm text-muted">{children}</div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2 sm:flex-col sm:items-stretch lg:flex-row">
        <button type="button" className="btn-outline" onClick={onEdit}>
          <Trans>Edit</Trans>
        </button>
        {item.published ? (
          <button
            type="button"
            className="btn-outline"
            disabled={publishing}
            onClick={() => onPublish(false)}
          >
            <Trans>Unpublish</Trans>
          </button>
        ) : (
          <button
            type="button"
            className="btn-primary"
            disabled={publishing}
            onClick={() => onPublish(true)}
          >
            <Trans>Publish</Trans>
          </button>
        )}
        <button type="button" className="btn-ghost text-danger hover:bg-red-50" onClick={onDelete}>
          <Trans>Delete</Trans>
        </button>
      </div>
    </article>
  );
}

/** Published (on the site now) or a draft (only here), in words as well as colour. */
export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-success">
      <Trans comment="Content state: shown on the site">Published</Trans>
    </span>
  ) : (
    <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      <Trans comment="Content state: not shown on the site yet">Draft</Trans>
    </span>
  );
}

/** Deleting asks first: it cannot be undone, and unpublishing may be what was meant. */
function DeleteDialog<Item extends ContentRecord>({
  api,
  item,
  title,
  onClose,
  onDeleted,
}: {
  api: ContentApi<Item>;
  item: Item;
  title: string;
  onClose: () => void;
  onDeleted: (said: Said) => void;
}) {
  const { t } = useLingui();
  const reasonOf = useFailureReason();
  const remove = useDeleteContent(api);
  // Keeping it stops a deletion on its way: it is never sent, or answered, later.
  const keep = () => {
    remove.abandon();
    onClose();
  };
  return (
    <Modal title={t`Delete “${title}”?`} onClose={keep}>
      <div className="space-y-3 text-sm text-ink">
        <p>
          {item.published ? (
            <Trans>
              It leaves the site at once and cannot be brought back. To take it off the site for a
              while, unpublish it instead.
            </Trans>
          ) : (
            <Trans>This draft is deleted for good and cannot be brought back.</Trans>
          )}
        </p>
        {remove.error ? <Alert>{reasonOf(remove.error)}</Alert> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" onClick={keep} data-autofocus>
          <Trans>Keep it</Trans>
        </button>
        <button
          type="button"
          className="btn bg-danger text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item._id, { onSuccess: (answer) => onDeleted(answer.said) })}
        >
          {remove.isPending ? <Trans>Deleting…</Trans> : <Trans>Delete</Trans>}
        </button>
      </div>
    </Modal>
  );
}

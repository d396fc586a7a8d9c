import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import {
  LISTING_KINDS,
  type AdminBlog,
  type AdminFaq,
  type AdminHomeStripItem,
  type AdminListings,
  type ListingKind,
} from '@shared/contracts/content';
import { FilterButtons } from '../../components/console/filter-buttons';
import { PageTitle } from '../../components/console/page-parts';
import { markdownAsPlainText } from '../../components/markdown/plain-text';
import { useFormat } from '../../lib/i18n/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OpsLayout } from '../layout/ops-layout';
import { BlogForm } from './blog-form';
import { BLOGS_API, FAQS_API, HOME_STRIPS_API, LISTING_APIS } from './content-apis';
import { ContentManager } from './content-manager';
import { FaqForm } from './faq-form';
import { HOME_STRIP_LABELS, HomeStripForm } from './home-strip-form';
import { LISTING_WORDS } from './listing-fields';
import { ListingForm } from './listing-form';

const SECTIONS = ['faqs', 'blogs', 'listings', 'home-strips'] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_LABELS: Record<Section, MessageDescriptor> = {
  faqs: msg({ message: 'FAQs', comment: 'Content section: frequently asked questions' }),
  blogs: msg({ message: 'Blogs', comment: 'Content section' }),
  listings: msg({
    message: 'Listings',
    comment: 'Content section: offers, vans, tours, car washes, mechanics, driving schools',
  }),
  'home-strips': msg({
    message: 'Home strips',
    comment: "Content section: the home page's pictures",
  }),
};

const isSection = (value: string | null): value is Section =>
  (SECTIONS as readonly (string | null)[]).includes(value);
const isListingKind = (value: string | null): value is ListingKind =>
  (LISTING_KINDS as readonly (string | null)[]).includes(value);

/**
 * /ops/content: what the site says, kept by the Saarthi team (docs/product/marketplace.md#operator-console:
 * Content). FAQs, blogs, the six side listings and the home page's strips, each a list of every
 * record, drafts included: created, edited, published, unpublished and deleted here. The section
 * (and the kind of listing) shown lives in the address.
 */
export function ContentPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Content`);
  const [params, setParams] = useSearchParams();
  const sectionParam = params.get('section');
  const section: Section = isSection(sectionParam) ? sectionParam : 'faqs';
  const kindParam = params.get('kind');
  const kind: ListingKind = isListingKind(kindParam) ? kindParam : 'car-offers';

  return (
    <OpsLayout>
      <PageTitle
        title={t`Content`}
        subtitle={
          <Trans>
            What the site says. Anything new starts as a draft: the site shows it once you publish
            it.
          </Trans>
        }
      />
      <FilterButtons
        label={t`Content to keep`}
        className="mb-6 flex gap-2 overflow-x-auto pb-1"
        value={section}
        onChange={(next) => setParams(next === 'faqs' ? {} : { section: next }, { replace: true })}
        options={SECTIONS.map((value) => ({ value, label: i18n._(SECTION_LABELS[value]) }))}
      />
      {section === 'faqs' ? <Faqs /> : null}
      {section === 'blogs' ? <Blogs /> : null}
      {section === 'listings' ? (
        <Listings
          // A kind's list and form start afresh: its fields are its own.
          key={kind}
          kind={kind}
          onKind={(next) => setParams({ section: 'listings', kind: next }, { replace: true })}
        />
      ) : null}
      {section === 'home-strips' ? <HomeStrips /> : null}
    </OpsLayout>
  );
}

function Faqs() {
  const { t } = useLingui();
  return (
    <ContentManager<AdminFaq, object>
      api={FAQS_API}
      newLabel={t`New FAQ`}
      listLabel={t`FAQs`}
      loadingLabel={t`Loading the FAQs…`}
      empty={{
        title: t`No FAQs yet`,
        text: <Trans>Write the questions customers ask most, with their answers.</Trans>,
      }}
      titleOf={(faq) => faq.question}
      Form={FaqForm}
      formProps={{}}
    >
      {(faq) => (
        <>
          <p className="line-clamp-2 whitespace-pre-line">{faq.answer}</p>
          <Position value={faq.position} />
        </>
      )}
    </ContentManager>
  );
}

function Blogs() {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ContentManager<AdminBlog, object>
      api={BLOGS_API}
      newLabel={t`New blog`}
      listLabel={t`Blogs`}
      loadingLabel={t`Loading the blogs…`}
      empty={{
        title: t`No blogs yet`,
        text: <Trans>Write about trips, places and travelling with a driver.</Trans>,
      }}
      titleOf={(blog) => blog.title}
      imageOf={(blog) => blog.image}
      Form={BlogForm}
      formProps={{}}
    >
      {(blog) => {
        const likes = format.number(blog.likes);
        const shares = format.number(blog.shares);
        const date = format.date(blog.createdAt);
        return (
          <>
            <p className="line-clamp-2">{markdownAsPlainText(blog.description)}</p>
            <p className="mt-1 text-xs">
              <Trans>
                Written {date} · {likes} likes · {shares} shares
              </Trans>
            </p>
          </>
        );
      }}
    </ContentManager>
  );
}

function HomeStrips() {
  const { t, i18n } = useLingui();
  return (
    <ContentManager<AdminHomeStripItem, object>
      api={HOME_STRIPS_API}
      newLabel={t`New home strip picture`}
      listLabel={t`Home strip pictures`}
      loadingLabel={t`Loading the home strips…`}
      empty={{
        title: t`No home strip pictures yet`,
        text: (
          <Trans>
            The home page shows featured pictures, offers and reasons to choose Saarthi.
          </Trans>
        ),
      }}
      titleOf={(item) => item.title}
      imageOf={(item) => item.imageUrl}
      Form={HomeStripForm}
      formProps={{}}
    >
      {(item) => {
        const strip = i18n._(HOME_STRIP_LABELS[item.kind]);
        const position = item.position;
        return (
          <p>
            <Trans>
              Strip: {strip} · position {position}
            </Trans>
          </p>
        );
      }}
    </ContentManager>
  );
}

function Listings({ kind, onKind }: { kind: ListingKind; onKind: (kind: ListingKind) => void }) {
  const { t, i18n } = useLingui();
  const selectId = useId();
  const words = LISTING_WORDS[kind];
  const all = i18n._(words.all);
  return (
    <ContentManager<AdminListings[ListingKind], { kind: ListingKind }>
      api={LISTING_APIS[kind]}
      newLabel={i18n._(words.create)}
      listLabel={all}
      loadingLabel={t`Loading ${all}…`}
      empty={{
        title: t`None listed yet`,
        text: <Trans>Add the first one: the storefront's page lists what you publish.</Trans>,
      }}
      toolbar={
        <div>
          <label htmlFor={selectId} className="field-label">
            <Trans>Kind of listing</Trans>
          </label>
          <select
            id={selectId}
            className="field-input sm:w-72"
            value={kind}
            onChange={(event) => onKind(event.target.value as ListingKind)}
          >
            {LISTING_KINDS.map((each) => (
              <option key={each} value={each}>
                {i18n._(LISTING_WORDS[each].all)}
              </option>
            ))}
          </select>
        </div>
      }
      titleOf={(listing) => listingTitle(listing)}
      imageOf={(listing) => ('image' in listing ? listing.image : listing.imageUrl) || null}
      Form={ListingForm}
      formProps={{ kind }}
    >
      {(listing) => <ListingSummary listing={listing} />}
    </ContentManager>
  );
}

/** What names a listing, whatever its kind. */
function listingTitle(listing: AdminListings[ListingKind]): string {
  if ('title' in listing) return listing.title;
  if ('drivingSchoolName' in listing) return listing.drivingSchoolName;
  if ('fullname' in listing) return listing.fullname;
  if ('name' in listing) return listing.name;
  return listing.ownerName;
}

/** A listing's few facts under its name: where, how much, how rated. */
function ListingSummary({ listing }: { listing: AdminListings[ListingKind] }) {
  const format = useFormat();
  const position = listing.position;
  let facts: string;
  if ('destination' in listing) {
    facts = `${listing.destination} · ${listing.duration} · ${format.rupees(listing.price)}`;
  } else if ('description' in listing) {
    facts = listing.description;
  } else {
    const place = `${listing.area}, ${listing.city} ${listing.pincode} · ${listing.phone}`;
    facts =
      'vehicleType' in listing
        ? `${listing.vehicleType} (${listing.capacity}) · ${place}`
        : 'rating' in listing
          ? `★ ${format.number(listing.rating)} · ${place}`
          : place;
  }
  return (
    <>
      <p className="line-clamp-2">{facts}</p>
      <Position value={position} />
    </>
  );
}

function Position({ value }: { value: number }) {
  return (
    <p className="mt-1 text-xs">
      <Trans>Position {value}</Trans>
    </p>
  );
}

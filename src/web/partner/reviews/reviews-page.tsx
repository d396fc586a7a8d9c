import { PartnerLayout } from '../layout/partner-layout';

// Being built: replaced by the page itself.
export function ReviewsPage() {
  return <PartnerLayout>{null}</PartnerLayout>;
}

import { PartnerLayout } from '../layout/partner-layout';

// Being built: replaced by the page itself.
export function LeadsPage() {
  return <PartnerLayout>{null}</PartnerLayout>;
}

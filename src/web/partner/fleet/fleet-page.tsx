import { PartnerLayout } from '../layout/partner-layout';

// Being built: replaced by the page itself.
export function FleetPage() {
  return <PartnerLayout>{null}</PartnerLayout>;
}

import { PartnerLayout } from '../layout/partner-layout';

// Being built: replaced by the page itself.
export function CarEditorPage() {
  return <PartnerLayout>{null}</PartnerLayout>;
}

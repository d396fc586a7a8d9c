import { lucide } from '../../components/icons';
import Building from 'lucide/dist/esm/icons/building.mjs';
import CalendarCheck from 'lucide/dist/esm/icons/calendar-check.mjs';
import Car from 'lucide/dist/esm/icons/car.mjs';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import Inbox from 'lucide/dist/esm/icons/inbox.mjs';
import LayoutDashboard from 'lucide/dist/esm/icons/layout-dashboard.mjs';
import Star from 'lucide/dist/esm/icons/star.mjs';
import Store from 'lucide/dist/esm/icons/store.mjs';
import Trash from 'lucide/dist/esm/icons/trash.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import Upload from 'lucide/dist/esm/icons/upload.mjs';
import Wallet from 'lucide/dist/esm/icons/wallet.mjs';

/**
 * The portal's icons, mapped onto Lucide's drawings like the storefront's
 * (components/icons.tsx), in a module of their own so that no storefront page carries them,
 * however the bundler splits the shared one.
 */
export const DashboardIcon = lucide(LayoutDashboard);
export const BuildingIcon = lucide(Building);
export const StorefrontIcon = lucide(Store);
export const AlertIcon = lucide(TriangleAlert);
export const CarIcon = lucide(Car);
export const InboxIcon = lucide(Inbox);
export { SteeringWheelIcon as SteeringIcon } from '../../components/icons';
export const StarIcon = lucide(Star);
export const DocumentIcon = lucide(FileText);
export const BookingsIcon = lucide(CalendarCheck);
export const UploadIcon = lucide(Upload);
export const TrashIcon = lucide(Trash);
export const WalletIcon = lucide(Wallet);

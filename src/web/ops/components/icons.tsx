import { lucide } from '../../components/icons';
import CalendarCheck from 'lucide/dist/esm/icons/calendar-check.mjs';
import ChartLine from 'lucide/dist/esm/icons/chart-line.mjs';
import Flag from 'lucide/dist/esm/icons/flag.mjs';
import LayoutGrid from 'lucide/dist/esm/icons/layout-grid.mjs';
import Pencil from 'lucide/dist/esm/icons/pencil.mjs';
import RouteLine from 'lucide/dist/esm/icons/route.mjs';
import ScrollText from 'lucide/dist/esm/icons/scroll-text.mjs';
import ShieldCheck from 'lucide/dist/esm/icons/shield-check.mjs';
import Store from 'lucide/dist/esm/icons/store.mjs';
import TicketPercent from 'lucide/dist/esm/icons/ticket-percent.mjs';
import TriangleAlert from 'lucide/dist/esm/icons/triangle-alert.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';
import Wallet from 'lucide/dist/esm/icons/wallet.mjs';

/**
 * The console's icons, mapped onto Lucide's drawings like the storefront's
 * (components/icons.tsx), in a module of their own so that no storefront or portal page
 * carries them.
 */
export const OverviewIcon = lucide(LayoutGrid);
export const VerifyIcon = lucide(ShieldCheck);
export const FlagIcon = lucide(Flag);
export const PencilIcon = lucide(Pencil);
export const BookingsIcon = lucide(CalendarCheck);
export const PeopleIcon = lucide(Users);
export const RouteIcon = lucide(RouteLine);
export const LogIcon = lucide(ScrollText);
export const ChartIcon = lucide(ChartLine);
export const StorefrontIcon = lucide(Store);
export const AlertIcon = lucide(TriangleAlert);
export const WalletIcon = lucide(Wallet);
export const OfferIcon = lucide(TicketPercent);

import { lucide } from './icons';
import Calculator from 'lucide/dist/esm/icons/calculator.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import EyeOff from 'lucide/dist/esm/icons/eye-off.mjs';
import Flame from 'lucide/dist/esm/icons/flame.mjs';
import Fuel from 'lucide/dist/esm/icons/fuel.mjs';
import Heart from 'lucide/dist/esm/icons/heart.mjs';
import IndianRupee from 'lucide/dist/esm/icons/indian-rupee.mjs';
import Key from 'lucide/dist/esm/icons/key.mjs';
import Luggage from 'lucide/dist/esm/icons/luggage.mjs';
import Share2 from 'lucide/dist/esm/icons/share-2.mjs';
import Snowflake from 'lucide/dist/esm/icons/snowflake.mjs';
import Users from 'lucide/dist/esm/icons/users.mjs';

/**
 * Icons that only inner pages draw (a car's facts, a blog's actions, the login form's password
 * toggle), mapped onto Lucide's drawings like icons.tsx. Apart from icons.tsx, which the layout
 * loads on every page: a module's chunk carries every export any page uses, so these would
 * otherwise weigh on the home page's budget. An icon the layout or the home page draws belongs
 * in icons.tsx.
 */
export const CopyIcon = lucide(Copy);
export const ShareIcon = lucide(Share2);
export const HeartIcon = lucide(Heart);
export const EyeOffIcon = lucide(EyeOff);
export const UsersIcon = lucide(Users);
export const KeyIcon = lucide(Key);
export const FuelIcon = lucide(Fuel);
export const RupeeIcon = lucide(IndianRupee);
export const CalculatorIcon = lucide(Calculator);
export const FlameIcon = lucide(Flame);
export const LuggageIcon = lucide(Luggage);
export const SnowflakeIcon = lucide(Snowflake);

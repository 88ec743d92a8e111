import TopBar from '../features/shell/TopBar';
import { CountryControl } from '../features/language/CountryControl';

/** The top bar with the language feature's country control (a feature does not import another; the route joins them). */
export function TopBarWithCountry() {
  return <TopBar country={<CountryControl />} />;
}

import reports from '../reports/reports.module.css';
import { ApplicationsSection } from './applications-section';
import { VendorsSection } from './vendors-section';

/**
 * Vendors (issue 25, beyond the admin spec): the applications to sell waiting for a decision, then
 * every vendor with its members and how it served over 30 days, suspended or reactivated here.
 */
export function VendorsTab() {
  return (
    <div className={reports.panel}>
      <ApplicationsSection />
      <VendorsSection />
    </div>
  );
}

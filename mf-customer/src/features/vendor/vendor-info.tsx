import type { Vendor } from '@marketplace/contracts';
import { VENDOR_PAGE_TEXTS } from '@marketplace/contracts';
import styles from './vendor.module.css';

/** Customer spec 2 and 3, the Info tab: fixed hours, contact, service cost, services, description. */
export function VendorInfo({ vendor }: { vendor: Vendor }) {
  const serviceCost =
    vendor.serviceCost.trim() === '' ? VENDOR_PAGE_TEXTS.defaultServiceCost : vendor.serviceCost;
  return (
    <dl className={styles.info}>
      <div>
        <dt>Hours</dt>
        <dd>{VENDOR_PAGE_TEXTS.operatingHours}</dd>
      </div>
      {vendor.address !== null && (
        <div>
          <dt>Address</dt>
          <dd>{vendor.address}</dd>
        </div>
      )}
      {vendor.phone !== null && (
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${vendor.phone.replace(/\s/g, '')}`} className={styles.link}>
              {vendor.phone}
            </a>
          </dd>
        </div>
      )}
      <div>
        <dt>Service cost</dt>
        <dd>{serviceCost}</dd>
      </div>
      {vendor.services.length > 0 && (
        <div>
          <dt>Services</dt>
          <dd>
            <ul className={styles.services}>
              {vendor.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {vendor.description !== null && (
        <div>
          <dt>About</dt>
          <dd>{vendor.description}</dd>
        </div>
      )}
    </dl>
  );
}

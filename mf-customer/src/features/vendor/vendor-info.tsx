import type { Vendor } from '@marketplace/contracts';
import { VENDOR_PAGE_TEXTS } from '@marketplace/contracts';
import { vendorHoursText } from './vendor-hours';
import styles from './vendor.module.css';

/** The store's weekly hours (India Standard Time) when it has set them, else the spec's fixed text. */
function VendorHours({ hours }: { hours: Vendor['hours'] }) {
  const text = vendorHoursText(hours);
  if ('line' in text) return <>{text.line}</>;
  return (
    <ul className={styles.hours}>
      {text.days.map((day) => (
        <li key={day.label} className={styles.hoursDay}>
          <span className={styles.hoursLabel}>{day.label}</span>
          <span>{day.text}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Customer spec 2 and 3, the Info tab: hours (the store's own, issue 25, or the spec's fixed text),
 * contact, service cost, services, description.
 */
export function VendorInfo({ vendor }: { vendor: Vendor }) {
  const serviceCost =
    vendor.serviceCost.trim() === '' ? VENDOR_PAGE_TEXTS.defaultServiceCost : vendor.serviceCost;
  return (
    <dl className={styles.info}>
      <div>
        <dt>Hours</dt>
        <dd>
          <VendorHours hours={vendor.hours} />
        </dd>
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

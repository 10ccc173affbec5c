import { AUTH_METHOD_LABELS, PARTNER_AUTH_METHODS, type PartnerAuthMethod } from '@marketplace/contracts';
import { Field, Select } from '@marketplace/ui';

/** How a partner URL is called: bearer, api_key, basic or none (admin spec 5). */
export function AuthMethodSelect({
  value,
  onChange,
}: {
  value: PartnerAuthMethod;
  onChange: (method: PartnerAuthMethod) => void;
}) {
  return (
    <Field label="Auth Method">
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as PartnerAuthMethod)}
        >
          {PARTNER_AUTH_METHODS.map((method) => (
            <option key={method} value={method}>
              {AUTH_METHOD_LABELS[method]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

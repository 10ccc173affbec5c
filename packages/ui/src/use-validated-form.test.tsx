import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { useValidatedForm } from './use-validated-form';

const PlaceSchema = z.object({
  street: z.string().trim().min(1, 'Street is required'),
  communityId: z.number({ error: 'Community is required' }),
  floor: z
    .string()
    .transform((floor) => (floor === '' ? null : floor))
    .optional(),
});

/** Renders what a form starts with: its values, a bound text field and its errors. */
function renderForm(useForm: () => { values: object; errors: object }): unknown {
  function Form() {
    const form = useForm();
    return <output>{JSON.stringify({ values: form.values, errors: form.errors })}</output>;
  }
  return JSON.parse(
    renderToStaticMarkup(<Form />)
      .replace(/^<output>|<\/output>$/g, '')
      .replace(/&quot;/g, '"'),
  );
}

describe('useValidatedForm', () => {
  it('starts from the given values and shows no error before the first submit', () => {
    const initial = { street: '', communityId: null, floor: '' };
    expect(renderForm(() => useValidatedForm(PlaceSchema, initial))).toEqual({ values: initial, errors: {} });
  });

  it("takes only values of the schema's input, with null for a choice not made yet", () => {
    // Compiled by `tsc -p packages/ui`: each wrong form below must fail to type-check.
    const forms = [
      () => useValidatedForm(PlaceSchema, { street: 'Lake Road', communityId: 3, floor: '2' }),
      // @ts-expect-error a number where the schema reads a string
      () => useValidatedForm(PlaceSchema, { street: 12, communityId: null, floor: '' }),
      // @ts-expect-error a field the schema does not check
      () => useValidatedForm(PlaceSchema, { street: '', communityId: null, floor: '', block: 'B' }),
      // @ts-expect-error a field of the schema left out
      () => useValidatedForm(PlaceSchema, { street: '', communityId: null }),
    ];
    expect(forms.map((form) => renderForm(form))).toHaveLength(4);
  });

  it("hands the schema's output to the submit handler", () => {
    function Form() {
      const form = useValidatedForm(PlaceSchema, { street: 'Lake Road', communityId: 3, floor: '' });
      const submit = form.handleSubmit((place) => {
        const floor: string | null | undefined = place.floor;
        // @ts-expect-error the output's floor may be null, so it is not a plain string
        const asText: string = place.floor;
        return [floor, asText];
      });
      return <form onSubmit={submit}>{form.field('street').value}</form>;
    }
    expect(renderToStaticMarkup(<Form />)).toBe('<form>Lake Road</form>');
  });
});

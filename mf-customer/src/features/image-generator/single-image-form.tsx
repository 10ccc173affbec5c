import { useState, type ChangeEvent } from 'react';
import {
  FOOD_IMAGE_CATEGORIES,
  IMAGE_DEMO_RESTAURANT_ID,
  IMAGE_GENERATOR_TEXTS as TEXTS,
  type GenerateImageRequest,
} from '@marketplace/contracts';
import { Button, Card, CardTitle, Field, Select, TextField } from '@marketplace/ui';
import screen from '../layout/screen.module.css';
import { canGenerateSingle, categoryLabel, type GeneratorState } from './image-results';

type FormField = 'itemName' | 'category' | 'description' | 'restaurantType';

/** Admin spec 5: item name and category required; Generate waits for both, and for a run to end. */
export function SingleImageForm({
  running,
  onGenerate,
}: {
  running: GeneratorState;
  onGenerate: (request: GenerateImageRequest) => void;
}) {
  const [form, setForm] = useState<Record<FormField, string>>({
    itemName: '',
    category: '',
    description: '',
    restaurantType: '',
  });
  const field = (name: FormField) => ({
    name,
    value: form[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <Card>
      <form
        className={screen.form}
        aria-labelledby="image-single-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (!canGenerateSingle(form) || running !== 'idle') return;
          onGenerate({
            restaurantId: IMAGE_DEMO_RESTAURANT_ID,
            itemName: form.itemName.trim(),
            category: form.category,
            description: form.description.trim() || undefined,
            restaurantType: form.restaurantType.trim() || undefined,
          });
        }}
      >
        <CardTitle id="image-single-title">{TEXTS.singleTitle}</CardTitle>
        <TextField label={TEXTS.itemName} required maxLength={200} {...field('itemName')} />
        <Field label={TEXTS.category} required>
          {(control) => (
            <Select {...control} required {...field('category')}>
              <option value="">{TEXTS.categoryPlaceholder}</option>
              {FOOD_IMAGE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryLabel(category)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField label={TEXTS.description} maxLength={500} {...field('description')} />
        <TextField label={TEXTS.restaurantType} maxLength={100} {...field('restaurantType')} />
        <Button type="submit" fullWidth disabled={!canGenerateSingle(form) || running !== 'idle'}>
          {running === 'single' ? TEXTS.generating : TEXTS.generate}
        </Button>
      </form>
    </Card>
  );
}

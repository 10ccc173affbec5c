import { useState, type FormEvent } from 'react';
import {
  MENU_ITEM_CATEGORY_LABELS,
  PARTNER_MENU_ITEM_CATEGORIES,
  VENDOR_STORE_TEXTS,
  type MenuItemCreateRequest,
  type MenuItemUpdateRequest,
  type StoreMenuItem,
} from '@marketplace/contracts';
import {
  Button,
  Dialog,
  Field,
  Select,
  Switch,
  TextAreaField,
  TextField,
  useToast,
  useValidatedForm,
} from '@marketplace/ui';
import { ApiError, serverMessageOf } from '@marketplace/ui/api';
import { ChoiceChips } from '../inbox/choice-chips';
import {
  editItemSchema,
  fieldOfItemRefusal,
  itemChanges,
  itemValuesOf,
  newItemSchema,
  type ItemValues,
} from './item-form';
import { useSaveItem, type ItemSave } from './menu-api';
import styles from './menu.module.css';

const TEXTS = VENDOR_STORE_TEXTS.itemForm;

/** "Add item" (item null) or "Edit" in a dialog; the form starts again each time it opens. */
export function ItemDialog({
  storeId,
  open,
  item,
  onClose,
}: {
  storeId: number;
  open: boolean;
  item: StoreMenuItem | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={item === null ? TEXTS.addTitle : TEXTS.editTitle(item.name)}>
      {open && <ItemForm storeId={storeId} item={item} onDone={onClose} />}
    </Dialog>
  );
}

const VEG_CHOICES = [
  { value: 'veg', label: TEXTS.vegYes },
  { value: 'non_veg', label: TEXTS.vegNo },
] as const;

function ItemForm({
  storeId,
  item,
  onDone,
}: {
  storeId: number;
  item: StoreMenuItem | null;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const save = useSaveItem(storeId);
  const schema = item === null ? newItemSchema() : editItemSchema(item);
  const form = useValidatedForm<typeof schema, ItemValues>(schema, itemValuesOf(item));
  const [refused, setRefused] = useState<{ message: string; field: keyof ItemValues | null } | null>(null);
  const [note, setNote] = useState('');
  const errorFor = (field: keyof ItemValues) =>
    form.errors[field] ?? (refused?.field === field ? refused.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (item !== null && Object.keys(itemChanges(item, form.values)).length === 0) {
      event.preventDefault();
      setNote(TEXTS.noChanges);
      return;
    }
    setNote('');
    form.handleSubmit((body) => {
      setRefused(null);
      const call: ItemSave =
        item === null
          ? { kind: 'add', body: body as MenuItemCreateRequest }
          : { kind: 'edit', itemId: item.id, body: body as MenuItemUpdateRequest };
      save.mutate(call, {
        onSuccess: (answer) => {
          toast({ title: item === null ? TEXTS.added(answer.name) : TEXTS.saved(answer.name) });
          onDone();
        },
        onError: (error) => {
          const message = serverMessageOf(error) ?? VENDOR_STORE_TEXTS.failed;
          const status = error instanceof ApiError ? error.status : undefined;
          setRefused({ message, field: fieldOfItemRefusal(status, message) });
        },
      });
    })(event);
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField label={TEXTS.name} maxLength={100} {...form.field('name')} error={errorFor('name')} />
      <TextAreaField
        label={TEXTS.description}
        rows={2}
        maxLength={300}
        {...form.field('description')}
        error={errorFor('description')}
      />
      <TextField
        label={TEXTS.price}
        hint={TEXTS.priceHint}
        inputMode="decimal"
        maxLength={10}
        {...form.field('price')}
        error={errorFor('price')}
      />
      <Field label={TEXTS.category} error={errorFor('category')}>
        {(control) => (
          <Select
            {...control}
            name="category"
            value={form.values.category ?? ''}
            onChange={(event) =>
              form.setValue(
                'category',
                event.target.value === '' ? null : (event.target.value as ItemValues['category']),
              )
            }
          >
            <option value="">{TEXTS.categoryPlaceholder}</option>
            {PARTNER_MENU_ITEM_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {MENU_ITEM_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <ChoiceChips
        legend={TEXTS.veg}
        name="isVeg"
        choices={VEG_CHOICES}
        value={form.values.isVeg === null ? null : form.values.isVeg ? 'veg' : 'non_veg'}
        onChange={(value) => form.setValue('isVeg', value === 'veg')}
        error={errorFor('isVeg')}
      />
      <Switch
        label={TEXTS.available}
        description={TEXTS.availableHint}
        checked={form.values.isAvailable}
        onCheckedChange={(checked) => form.setValue('isAvailable', checked)}
      />
      {refused !== null && refused.field === null && (
        <p role="alert" className={styles.failure}>
          {refused.message}
        </p>
      )}
      <p role="status" className={styles.muted}>
        {note}
      </p>
      <div className={styles.formButtons}>
        <Button variant="secondary" onClick={onDone}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? TEXTS.pending : item === null ? TEXTS.add : TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

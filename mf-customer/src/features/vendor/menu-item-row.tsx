import type { MenuItem, Vendor } from '@marketplace/contracts';
import { VENDOR_PAGE_TEXTS, formatRupees } from '@marketplace/contracts';
import { Badge, Button, Icon } from '@marketplace/ui';
import { useItemImage } from '@marketplace/ui/api';
import { itemPlaceholder } from './item-placeholder';
import styles from './vendor.module.css';

function ItemPicture({ vendor, item }: { vendor: Vendor; item: MenuItem }) {
  const image = useItemImage({
    restaurantId: vendor.id,
    itemName: item.name,
    category: item.category,
    description: item.description ?? undefined,
    restaurantType: vendor.category,
  });
  if (typeof image.data === 'string') {
    return <img src={image.data} alt={item.name} className={styles.itemPicture} loading="lazy" />;
  }
  const placeholder = itemPlaceholder(item.name, item.category);
  return (
    <span
      className={styles.itemPicture}
      style={{ background: placeholder.background, color: placeholder.color }}
      aria-hidden="true"
      data-placeholder-category={item.category}
    >
      {placeholder.letter}
    </span>
  );
}

/** Customer spec 2: one menu item, 'Out of Stock' when unavailable, with its add button. */
export function MenuItemRow({ vendor, item, onAdd }: { vendor: Vendor; item: MenuItem; onAdd: () => void }) {
  return (
    <div className={styles.item}>
      <ItemPicture vendor={vendor} item={item} />
      <div className={styles.itemBody}>
        <h3 className={styles.itemName}>{item.name}</h3>
        {item.description !== null && <p className={styles.itemDescription}>{item.description}</p>}
        <div className={styles.itemFooter}>
          <span className={styles.price}>{formatRupees(item.price)}</span>
          {!item.isAvailable && <Badge variant="destructive">{VENDOR_PAGE_TEXTS.outOfStock}</Badge>}
        </div>
      </div>
      <Button
        variant={item.isAvailable ? 'primary' : 'secondary'}
        size="small"
        className={styles.add}
        aria-label={`Add ${item.name} to cart`}
        onClick={onAdd}
      >
        <Icon name="plus" size={16} />
        Add
      </Button>
    </div>
  );
}

import { VENDOR_STORE_TEXTS, formatRupeeAmount, type StoreMenuItem } from '@marketplace/contracts';
import { Badge, Button, Icon, VisuallyHidden, cx, useToast } from '@marketplace/ui';
import { serverMessageOf, useItemImage } from '@marketplace/ui/api';
import { imageRequestOf, useMakePicture } from './menu-api';
import styles from './menu.module.css';

const TEXTS = VENDOR_STORE_TEXTS.menu;

/** India's food mark: a green square with a dot for vegetarian, a red one with a triangle otherwise. */
function VegMark({ isVeg }: { isVeg: boolean | null }) {
  if (isVeg === null) return null;
  return (
    <span className={cx(styles.vegMark, isVeg ? styles.veg : styles.nonVeg)}>
      <span className={styles.vegShape} aria-hidden="true" />
      <VisuallyHidden>{isVeg ? TEXTS.veg : TEXTS.nonVeg}</VisuallyHidden>
    </span>
  );
}

/** The item's picture, asked for as the resident's vendor page asks; the owner may ask again for a missing one. */
function ItemPicture({ storeId, item, owner }: { storeId: number; item: StoreMenuItem; owner: boolean }) {
  const { toast } = useToast();
  const request = imageRequestOf(storeId, item);
  const image = useItemImage(request);
  const make = useMakePicture();
  if (typeof image.data === 'string') {
    return <img src={image.data} alt="" className={styles.picture} loading="lazy" />;
  }
  return (
    <div className={styles.pictureSlot}>
      <span className={styles.placeholder} aria-hidden="true">
        {item.name.trim().charAt(0).toUpperCase()}
      </span>
      {owner && image.data === null && (
        <Button
          variant="ghost"
          size="small"
          className={styles.makePicture}
          aria-label={TEXTS.makePictureLabel(item.name)}
          disabled={make.isPending}
          onClick={() =>
            make.mutate(request, {
              onError: (error) =>
                toast({ title: serverMessageOf(error) ?? TEXTS.pictureFailed, variant: 'destructive' }),
            })
          }
        >
          <Icon name="image" size={16} />
          {make.isPending ? TEXTS.makingPicture : TEXTS.makePicture}
        </Button>
      )}
    </div>
  );
}

/** One item: picture, veg mark, name, price, description, its availability switch and the owner's actions. */
export function MenuItemRow({
  storeId,
  item,
  owner,
  onToggle,
  onEdit,
  onRemove,
}: {
  storeId: number;
  item: StoreMenuItem;
  owner: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <article className={cx(styles.item, !item.isAvailable && styles.outOfStock)}>
      <ItemPicture storeId={storeId} item={item} owner={owner} />
      <div className={styles.body}>
        {/* The mark beside the heading, not in it: the item's name is the heading's whole name. */}
        <div className={styles.nameLine}>
          <VegMark isVeg={item.isVeg} />
          <h3 className={styles.name}>{item.name}</h3>
        </div>
        <p className={styles.priceLine}>
          <span className={styles.price}>{formatRupeeAmount(item.price)}</span>
          {!item.isAvailable && <Badge variant="destructive">{TEXTS.outOfStock}</Badge>}
        </p>
        {item.description !== null && <p className={styles.description}>{item.description}</p>}
        <div className={styles.actions}>
          <button
            type="button"
            role="switch"
            aria-checked={item.isAvailable}
            aria-label={TEXTS.availableLabel(item.name)}
            className={styles.availability}
            onClick={onToggle}
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            {TEXTS.available}
          </button>
          {owner && (
            <span className={styles.ownerActions}>
              <Button variant="ghost" size="small" aria-label={TEXTS.editLabel(item.name)} onClick={onEdit}>
                <Icon name="pencil" size={16} />
                {TEXTS.edit}
              </Button>
              <Button
                variant="ghost"
                size="small"
                aria-label={TEXTS.removeLabel(item.name)}
                onClick={onRemove}
              >
                <Icon name="trash" size={16} />
                {TEXTS.remove}
              </Button>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

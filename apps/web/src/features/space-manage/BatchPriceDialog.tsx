import { PHOTO_PRICE_MAX_LENGTH, PHOTO_PRICE_PATTERN } from '@lense/api-client';
import { Button, Dialog, DialogActions, DialogClose, DialogContent, PriceInput } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import { usePhotoSelectionMessages } from './photoSelectionMessages';

/** Props of {@link BatchPriceDialog}. */
export interface BatchPriceDialogProps {
  /** How many photos get the price; `null` while closed. */
  count: number | null;
  saving: boolean;
  /** Saves `price` (null: free) on the selected photos. */
  onSave: (price: string | null) => void;
  onCancel: () => void;
}

/**
 * Asks the price of the selected photos, in Ksh, by the same rule as one photo's details ('Invalid price'
 * blocks saving); empty makes them free. The form starts empty each time the dialog opens.
 */
export function BatchPriceDialog({ count, saving, onSave, onCancel }: BatchPriceDialogProps) {
  const t = usePhotoSelectionMessages();
  return (
    <Dialog open={count !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent title={t('price.title', { count: count ?? 0 })} description={t('price.text')}>
        <PriceForm saving={saving} onSave={onSave} />
      </DialogContent>
    </Dialog>
  );
}

/** The price field and its buttons; mounted while the dialog is open, so it starts empty. */
function PriceForm({ saving, onSave }: Pick<BatchPriceDialogProps, 'saving' | 'onSave'>) {
  const t = usePhotoSelectionMessages();
  const [price, setPrice] = useState('');
  const [valid, setValid] = useState(true);
  const invalid = price !== '' && !valid;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) onSave(price === '' ? null : price);
  };
  return (
    <form onSubmit={submit} noValidate>
      <PriceInput
        label={t('price.label')}
        name="price"
        hint={t('price.hint')}
        pricePattern={PHOTO_PRICE_PATTERN}
        maxLength={PHOTO_PRICE_MAX_LENGTH}
        value={price}
        onValueChange={(value, isValid) => {
          setPrice(value);
          setValid(isValid);
        }}
      />
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t('bar.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={saving} disabled={invalid}>
          {t('price.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

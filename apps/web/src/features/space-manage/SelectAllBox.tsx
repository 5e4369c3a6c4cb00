import { Checkbox } from '@lense/ui';
import { forwardRef, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import { usePhotoSelectionMessages } from './photoSelectionMessages';

/** Props of {@link SelectAllBox}. */
export interface SelectAllBoxProps {
  /** How many of the shown photos are selected. */
  selected: number;
  /** How many photos are shown. */
  total: number;
  onToggle: () => void;
}

/** 'Select all' of the shown photos: checked when all are, mixed when some are. */
export const SelectAllBox = forwardRef(function SelectAllBox(
  { selected, total, onToggle }: SelectAllBoxProps,
  ref: Ref<HTMLInputElement>,
) {
  const t = usePhotoSelectionMessages();
  const box = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => box.current as HTMLInputElement, []);
  const all = total > 0 && selected === total;
  // A mixed state has no attribute: it is the box's property (read out as "mixed").
  useEffect(() => {
    if (box.current) box.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  return <Checkbox ref={box} label={t('selectAll')} checked={all} onChange={onToggle} />;
});

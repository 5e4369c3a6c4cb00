import { Button, Inline, NAV_BAR_HEIGHT, Text, vars } from '@lense/ui';
import styled from 'styled-components';
import { usePhotoSelectionMessages } from './photoSelectionMessages';

/** Stays under the app's sticky bar while the grid scrolls, so the actions are always at hand. */
const Bar = styled.div`
  position: sticky;
  top: ${NAV_BAR_HEIGHT + 8}px;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]} ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px solid ${vars.color.primary};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${vars.shadow.md};
`;

/** Props of {@link PhotoSelectionBar}. */
export interface PhotoSelectionBarProps {
  /** How many photos are selected. */
  count: number;
  /** Most photos one action may take (the API's rule). */
  max: number;
  /** An action is running: the buttons wait. */
  busy: boolean;
  onHide: () => void;
  onShow: () => void;
  onPrice: () => void;
  onDelete: () => void;
  onCancel: () => void;
}

/**
 * The actions of select mode: how many photos are selected ("3 selected", announced as it changes) and Hide,
 * Show, Price, Delete for all of them at once, or Cancel to leave select mode. The actions wait while nothing
 * (or more than one request may take) is selected.
 */
export function PhotoSelectionBar({
  count,
  max,
  busy,
  onHide,
  onShow,
  onPrice,
  onDelete,
  onCancel,
}: PhotoSelectionBarProps) {
  const t = usePhotoSelectionMessages();
  const idle = busy || count === 0 || count > max;
  const status =
    count === 0
      ? t('bar.none')
      : count > max
        ? `${t('bar.count', { count })} ${t('bar.tooMany', { max })}`
        : t('bar.count', { count });
  return (
    <Bar role="group" aria-label={t('bar.group')} data-photo-selection-bar="">
      <Text aria-live="polite" flex="1 1 140px" tone="default" size="sm" weight="semibold">
        {status}
      </Text>
      <Inline gap={2}>
        <Button size="small" variant="secondary" disabled={idle} onClick={onHide}>
          {t('bar.hide')}
        </Button>
        <Button size="small" variant="secondary" disabled={idle} onClick={onShow}>
          {t('bar.show')}
        </Button>
        <Button size="small" variant="secondary" disabled={idle} onClick={onPrice}>
          {t('bar.price')}
        </Button>
        <Button size="small" variant="danger" disabled={idle} onClick={onDelete}>
          {t('bar.delete')}
        </Button>
        <Button size="small" variant="ghost" onClick={onCancel}>
          {t('bar.cancel')}
        </Button>
      </Inline>
    </Bar>
  );
}

import { Spinner } from '@lense/ui';
import { Stage, StageMessage, StageText } from './LiveStage';
import { useLiveMessages } from './liveMessages';

/** The space is loading. */
export function LiveLoading() {
  const t = useLiveMessages();
  return (
    <Stage aria-label={t('stage.label')} aria-busy="true">
      <StageMessage>
        <Spinner size="large" color="currentColor" label={t('loading')} />
      </StageMessage>
    </Stage>
  );
}

/** The space cannot be shown: `message` is the API's ('Space not found') or the app's. */
export function LiveProblem({ message }: { message: string }) {
  const t = useLiveMessages();
  return (
    <Stage aria-label={t('stage.label')}>
      <StageMessage>
        <StageText as="h1">{message}</StageText>
      </StageMessage>
    </Stage>
  );
}

import { Spinner } from '@lense/ui';
import { Stage, StageMessage, StageText } from './LiveStage';

/** The space is loading. */
export function LiveLoading() {
  return (
    <Stage aria-label="Slideshow" aria-busy="true">
      <StageMessage>
        <Spinner size="large" color="currentColor" label="Loading the slideshow" />
      </StageMessage>
    </Stage>
  );
}

/** The space cannot be shown: `message` is the API's ('Space not found') or the app's. */
export function LiveProblem({ message }: { message: string }) {
  return (
    <Stage aria-label="Slideshow">
      <StageMessage>
        <StageText as="h1">{message}</StageText>
      </StageMessage>
    </Stage>
  );
}

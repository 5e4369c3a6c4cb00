import { forwardRef, type HTMLAttributes, useId } from 'react';
import {
  ActionButton,
  ActionItem,
  CardActions,
  CardBody,
  CardLink,
  CardText,
  CardTitle,
  type LinkComponent,
} from '../card';
import { useComponentStrings } from '../locale/useComponentStrings';
import { CollectionCardRoot, Count, Header, Stack } from './CollectionCard.styles';
import { englishCollectionCardStrings } from './englishCollectionCardStrings';
import { StackIcon } from './StackIcon';

/** Builds the hrefs a collection card links to. */
export interface CollectionHrefs {
  /** The collection's settings. Default `/collections/{id}/settings`. */
  settings: (id: string) => string;
}

/** The spec's collection card links. */
export const defaultCollectionHrefs: CollectionHrefs = {
  settings: (id) => `/collections/${encodeURIComponent(id)}/settings`,
};

/** Props of {@link CollectionCard}; other attributes go to its root `article`. */
export interface CollectionCardProps extends Omit<HTMLAttributes<HTMLElement>, 'id'> {
  /** The collection id, passed to the href builder and to `onDelete`. */
  collectionId: string;
  /** The collection's name. */
  name: string;
  /** Optional description. */
  description?: string | null | undefined;
  /** How many spaces the collection holds. */
  spaceCount: number;
  /** Override the link builder. */
  hrefs?: Partial<CollectionHrefs> | undefined;
  /**
   * Renders the settings link, e.g. a router's Link adapted to `href`.
   * Default the nearest `LinkProvider`'s, else an `a`.
   */
  linkComponent?: LinkComponent | undefined;
  /** Called with the id when Delete is chosen; without it no Delete option is shown. */
  onDelete?: ((id: string) => void) | undefined;
}

/** A collection of spaces: name, description, space count, settings link and delete option. */
export const CollectionCard = forwardRef<HTMLElement, CollectionCardProps>(function CollectionCard(
  { collectionId, name, description, spaceCount, hrefs, linkComponent, onDelete, ...rest },
  ref,
) {
  const strings = useComponentStrings('collectionCard', englishCollectionCardStrings);
  const links = { ...defaultCollectionHrefs, ...hrefs };
  const titleId = useId();
  return (
    <CollectionCardRoot ref={ref} data-ui="CollectionCard" aria-labelledby={titleId} {...rest}>
      <CardBody>
        <Header>
          <CardTitle id={titleId}>{name}</CardTitle>
          <Stack>
            <StackIcon />
          </Stack>
        </Header>
        {description ? <CardText>{description}</CardText> : null}
        <Count>{strings.spaceCount(spaceCount)}</Count>
      </CardBody>
      <CardActions>
        <ActionItem>
          <CardLink as={linkComponent} href={links.settings(collectionId)}>
            {strings.settings}
          </CardLink>
        </ActionItem>
        {onDelete ? (
          <ActionButton type="button" data-tone="danger" onClick={() => onDelete(collectionId)}>
            {strings.delete}
          </ActionButton>
        ) : null}
      </CardActions>
    </CollectionCardRoot>
  );
});

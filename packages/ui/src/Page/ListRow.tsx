import { forwardRef, type HTMLAttributes, type LiHTMLAttributes } from 'react';
import { StyledListRow, StyledRowList } from './Page.styles';

/** Props of {@link RowList}; other attributes go to its `ul` element. */
export type RowListProps = HTMLAttributes<HTMLUListElement>;

/** A list of {@link ListRow}s, one under the other. */
export const RowList = forwardRef<HTMLUListElement, RowListProps>(function RowList(props, ref) {
  return <StyledRowList ref={ref} data-ui="RowList" {...props} />;
});

/** Props of {@link ListRow}; other attributes go to its `li` element. */
export interface ListRowProps extends LiHTMLAttributes<HTMLLIElement> {
  /** Marks the row as the current one (`aria-current`), e.g. the space being managed. */
  current?: boolean | undefined;
}

/**
 * One bordered row of a list: its content on one side, its actions on the other, wrapping under each other
 * on a narrow screen.
 */
export const ListRow = forwardRef<HTMLLIElement, ListRowProps>(function ListRow({ current, ...rest }, ref) {
  return <StyledListRow ref={ref} data-ui="ListRow" aria-current={current ? 'true' : undefined} {...rest} />;
});

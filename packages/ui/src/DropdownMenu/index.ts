export {
  DropdownMenu,
  DropdownMenuContent,
  type DropdownMenuContentProps,
  DropdownMenuItem,
  type DropdownMenuItemProps,
  DropdownMenuLabel,
  type DropdownMenuLabelProps,
  type DropdownMenuProps,
  DropdownMenuSeparator,
  type DropdownMenuSeparatorProps,
  DropdownMenuTrigger,
  type DropdownMenuTriggerProps,
} from './DropdownMenu';

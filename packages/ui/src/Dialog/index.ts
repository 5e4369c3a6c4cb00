export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  type DialogCloseProps,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  type DialogTone,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog';

export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  type DialogProps,
  type DialogTone,
  DialogTrigger,
} from './Dialog';

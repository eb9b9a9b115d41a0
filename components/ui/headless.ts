/**
 * The Headless UI widgets the site uses, in one module so they load as one chunk, on the
 * first sign of intent (see deferred-ui.ts), never with the page.
 */
export {
  CloseButton,
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Field,
  Label,
  Menu,
  MenuButton,
  MenuItem,
  MenuItems,
  Popover,
  PopoverButton,
  PopoverPanel,
  Switch,
} from "@headlessui/react";

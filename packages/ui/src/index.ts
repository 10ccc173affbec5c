export { AdminLoginScreen, type AdminLoginScreenProps } from './admin-login-screen';
export { AppFrame, VisuallyHidden, type FrameWidth } from './app-frame';
export { AppErrorFallback } from './app-error-fallback';
export { Badge, type BadgeVariant } from './badge';
export { Button, buttonClassName, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { Card, CardDescription, CardTitle } from './card';
export { cx } from './class-names';
export { Dialog, type DialogProps } from './dialog';
export {
  Field,
  Input,
  Select,
  TextField,
  type FieldControlProps,
  type FieldProps,
  type TextFieldProps,
} from './field';
export { Icon, type IconName, type IconProps } from './icons/icon';
export { LaterReleaseNotice } from './later-release-notice';
export { mountStandalone } from './mount-standalone';
export { NotFoundPage } from './not-found-page';
export { ADMIN_QUERY_DEFAULTS, RemoteProviders } from './remote-providers';
export {
  createStyleScope,
  withScopedStyles,
  STYLE_OWNER_ATTRIBUTE,
  type AppLifecycles,
  type StyleScope,
} from './scoped-styles';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Tabs, type TabDefinition, type TabsProps } from './tabs';
export { ToastProvider, useToast, type ToastApi } from './toast';
export {
  createToastStore,
  type ActiveToast,
  type ToastOptions,
  type ToastStore,
  type ToastVariant,
} from './toast-store';
export { firstErrorPerField } from './field-errors';
export { useValidatedForm } from './use-validated-form';
export { createStorageFlag, type StorageFlag } from './storage-flag';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './checkbox-group';
export { Dropdown, type DropdownOption, type DropdownProps } from './dropdown';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { Accordion, type AccordionItem, type AccordionProps } from './accordion';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { EmptyState } from './empty-state';
export { InitialsAvatar } from './initials-avatar';
export { Switch, type SwitchProps } from './switch';
export { StarRating, StarRatingInput, type StarRatingInputProps } from './star-rating';
export { LoadMore, type NextPages } from './load-more';
export { LoadFailure } from './load-failure';
export { QueryView } from './query-view';

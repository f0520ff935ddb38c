// Its own entry, shared on its own at run time and fetched by the first screen that opens one of
// these dialogs: the login page does not carry them. They reach the rest of the kit by its package
// name, so they use its one copy of the client, the toasts and the session.
export { FormDialog, type FormDialogField, type FormDialogProps } from '../ui/form-dialog';
export {
  isPaymentMethod,
  PAYMENT_METHOD_OPTIONS,
  PaymentMethodField,
} from '../resources/payment-method-field';
export { type Payer } from '../resources/take-payment';
export { duesResource } from '../resources/dues';
export { TakePaymentButton, TakePaymentDialog } from '../resources/take-payment-button';
export { RenewButton } from '../resources/renew-button';
export { RenewDialog, type RenewDialogProps } from '../resources/renew-dialog';
export type { Renewable } from '../resources/renew-values';

import VerifyEmailPage from './verify-email-page';

/** /confirm-email?token=…: the link a change of email sent to the new address (decision 2311). */
export default function ConfirmEmailPage() {
  return <VerifyEmailPage kind="change" />;
}

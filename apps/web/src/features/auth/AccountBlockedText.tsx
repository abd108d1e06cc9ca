import { messages } from '@bk/contracts/common/messages';
import { usePublicSettings } from '../../lib/public-settings.ts';

/** What a blocked user is told (issue 30 item 12): that the account is blocked, and whom to write to. */
export function AccountBlockedText() {
  const settings = usePublicSettings();
  const email = settings?.support.genericEmail;
  return (
    <>
      <p>{messages.accountBlocked}</p>
      {email && (
        <p>
          {messages.accountBlockedContact} <a href={`mailto:${email}`}>{email}</a>.
        </p>
      )}
    </>
  );
}

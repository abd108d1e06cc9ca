import { LOCALE_TAGS } from '@bk/contracts/common/locale';
import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { errorText } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { profileKey, saveLanguage } from './profile-api.ts';

type Language = 'pl' | 'en';

/**
 * 'Język wiadomości e-mail' on the profile (issue 51, decision 0056): the language of the user's
 * notifications and newsletter. Each language is named in itself (`lang` on its label).
 */
export function LanguageBox({
  language,
  onSaved,
}: {
  language: Language;
  onSaved: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<Language>(language);
  const save = useApiMutation({
    mutationFn: (value: Language) => saveLanguage(value),
    invalidates: [{ queryKey: profileKey }],
    onSuccess: () =>
      onSaved(i18n._({ id: 'profile.language.saved', message: 'Zapisano język wiadomości e-mail.' })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(chosen);
  };
  return (
    <section className="profile-box" aria-labelledby="language-heading">
      <h2 id="language-heading">
        {i18n._({ id: 'profile.language.heading', message: 'Język wiadomości e-mail' })}
      </h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="group">
          <legend>
            {i18n._({
              id: 'profile.language.legend',
              message: 'W tym języku wysyłamy Ci powiadomienia i newsletter.',
            })}
          </legend>
          <div className="radio-row">
            {(['pl', 'en'] as const).map((value) => (
              <label key={value} className="radio" lang={LOCALE_TAGS[value].lang}>
                <input
                  type="radio"
                  name="language"
                  value={value}
                  checked={chosen === value}
                  onChange={() => setChosen(value)}
                />
                {LOCALE_TAGS[value].name}
              </label>
            ))}
          </div>
        </fieldset>
        {save.isError ? (
          <p className="field__error" role="alert">
            {i18n._({ id: 'profile.language.failed', message: 'Nie udało się zapisać języka.' })}{' '}
            {errorText(save.error)}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" aria-disabled={save.isPending || undefined}>
          {save.isPending
            ? i18n._({ id: 'common.saving', message: 'Trwa zapisywanie...' })
            : i18n._({ id: 'profile.language.save', message: 'Zapisz język' })}
        </Button>
      </form>
    </section>
  );
}

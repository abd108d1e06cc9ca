import { Trans, useLingui } from '@lingui/react';
import { StaticPart } from '../../components/ui/StaticPart.tsx';
import { AttachmentsSection } from './AttachmentsSection.tsx';
import type { AnnouncementView } from './details-types.ts';
import { addressLines, identificationLabel, yesNoIn } from './labels.ts';
import { PartsSection } from './PartsSection.tsx';
import { SummaryTimelines } from './SummaryTimelines.tsx';

/** Text as the author typed it (line breaks kept), or a dash when there is none. */
function LongText({ text }: { text: string | null }) {
  return text?.trim() ? (
    <p className="announcement-view__text" lang="pl">
      {text}
    </p>
  ) : (
    <p>
      <Trans id="details.none" message="Brak" />
    </p>
  );
}

/** The 'Ogłoszenie' tab: everything the version says, in the order of the spec. */
export function AnnouncementContent({ view }: { view: AnnouncementView }) {
  const { i18n } = useLingui();
  const content = view.version.tresc;
  const advertiser = view.advertiser;
  return (
    <div className="announcement-view__content">
      {/* Text and facts have nothing to hydrate: only the attachments' downloads do (issue 48). */}
      <StaticPart drawnFrom={[i18n.locale, content]}>
        <section aria-labelledby="sec-context">
          <h2 id="sec-context">
            {content.hasProject
              ? content.projects.length === 1
                ? i18n._({ id: 'details.project', message: 'Projekt' })
                : i18n._({ id: 'details.projects', message: 'Projekty' })
              : i18n._({ id: 'details.enrollment', message: 'Nabór' })}
          </h2>
          {content.hasProject ? (
            <ul className="announcement-view__list" lang="pl">
              {content.projects.map((project) => (
                <li key={project.id}>
                  <span className="announcement-view__number">{project.calyNumer}</span>
                  {project.nazwa ? ` - ${project.nazwa}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="announcement-view__number">
              {content.enrollment?.calyNumer ?? i18n._({ id: 'details.none', message: 'Brak' })}
            </p>
          )}
        </section>
        <section aria-labelledby="sec-supplementary">
          <h2 id="sec-supplementary">
            <Trans id="details.supplementary" message="Zamówienia uzupełniające" />
          </h2>
          <LongText text={content.zamowieniaUzupelniajace} />
        </section>
        <section aria-labelledby="sec-changes">
          <h2 id="sec-changes">
            <Trans id="details.contract-changes" message="Warunki zmiany umowy" />
          </h2>
          <LongText text={content.warunkiZmianyUmowy} />
        </section>
      </StaticPart>
      <AttachmentsSection view={view} />
      <StaticPart drawnFrom={[i18n.locale, view]}>
        <dl className="announcement-view__facts">
          <div>
            <dt>
              <Trans id="details.partial-offers" message="Oferty częściowe" />
            </dt>
            <dd>{yesNoIn(i18n, content.czyDopuszczalnaOfertaCzesciowa)}</dd>
          </div>
        </dl>
        <section aria-labelledby="sec-advertiser">
          <h2 id="sec-advertiser">
            <Trans id="details.advertiser" message="Dane ogłoszeniodawcy" />
          </h2>
          {advertiser ? (
            <address className="announcement-view__address">
              <strong lang="pl">{advertiser.nazwa}</strong>
              <br />
              {advertiser.typNumeruIdentyfikacyjnego === 'numer_zagraniczny'
                ? i18n._({ id: 'details.foreign-number', message: 'Numer zagraniczny' })
                : identificationLabel(advertiser.typNumeruIdentyfikacyjnego)}
              : {advertiser.numerIdentyfikacyjny}
              {addressLines(advertiser).map((line) => (
                <span key={line} lang="pl">
                  <br />
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p>
              <Trans
                id="details.advertiser.missing"
                message="Ogłoszeniodawca nie uzupełnił danych podmiotu."
              />
            </p>
          )}
        </section>
        <section aria-labelledby="sec-contacts">
          <h2 id="sec-contacts">
            <Trans id="details.contacts" message="Osoby do kontaktu" />
          </h2>
          {content.osobyDoKontaktu.length === 0 ? (
            <p>
              <Trans id="details.none" message="Brak" />
            </p>
          ) : (
            <ul className="announcement-view__contacts">
              {content.osobyDoKontaktu.map((person) => (
                <li key={person.id}>
                  <strong lang="pl">
                    {person.imie} {person.nazwisko}
                  </strong>
                  <br />
                  <Trans id="details.contact.email" message="E-mail:" />{' '}
                  <a href={`mailto:${person.email}`}>{person.email}</a>
                  {person.numerTelefonu ? (
                    <>
                      <br />
                      <Trans id="details.contact.phone" message="Telefon:" /> {person.numerTelefonu}
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <PartsSection parts={content.zamowienia} />
        <SummaryTimelines view={view} />
      </StaticPart>
    </div>
  );
}

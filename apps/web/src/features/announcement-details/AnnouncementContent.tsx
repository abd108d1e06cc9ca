import { AttachmentsSection } from './AttachmentsSection.tsx';
import type { AnnouncementView } from './details-types.ts';
import { addressLines, identificationLabel, yesNo } from './labels.ts';
import { PartsSection } from './PartsSection.tsx';
import { SummaryTimelines } from './SummaryTimelines.tsx';

/** Text as the author typed it (line breaks kept), or a dash when there is none. */
function LongText({ text }: { text: string | null }) {
  return text?.trim() ? <p className="announcement-view__text">{text}</p> : <p>Brak</p>;
}

/** The 'Ogłoszenie' tab: everything the version says, in the order of the spec. */
export function AnnouncementContent({ view }: { view: AnnouncementView }) {
  const content = view.version.tresc;
  const advertiser = view.advertiser;
  return (
    <div className="announcement-view__content">
      <section aria-labelledby="sec-context">
        <h2 id="sec-context">
          {content.hasProject ? (content.projects.length === 1 ? 'Projekt' : 'Projekty') : 'Nabór'}
        </h2>
        {content.hasProject ? (
          <ul className="announcement-view__list">
            {content.projects.map((project) => (
              <li key={project.id}>
                <span className="announcement-view__number">{project.calyNumer}</span>
                {project.nazwa ? ` - ${project.nazwa}` : ''}
              </li>
            ))}
          </ul>
        ) : (
          <p className="announcement-view__number">{content.enrollment?.calyNumer ?? 'Brak'}</p>
        )}
      </section>
      <section aria-labelledby="sec-supplementary">
        <h2 id="sec-supplementary">Zamówienia uzupełniające</h2>
        <LongText text={content.zamowieniaUzupelniajace} />
      </section>
      <section aria-labelledby="sec-changes">
        <h2 id="sec-changes">Warunki zmiany umowy</h2>
        <LongText text={content.warunkiZmianyUmowy} />
      </section>
      <AttachmentsSection view={view} />
      <dl className="announcement-view__facts">
        <div>
          <dt>Oferty częściowe</dt>
          <dd>{yesNo(content.czyDopuszczalnaOfertaCzesciowa)}</dd>
        </div>
      </dl>
      <section aria-labelledby="sec-advertiser">
        <h2 id="sec-advertiser">Dane ogłoszeniodawcy</h2>
        {advertiser ? (
          <address className="announcement-view__address">
            <strong>{advertiser.nazwa}</strong>
            <br />
            {identificationLabel(advertiser.typNumeruIdentyfikacyjnego)}: {advertiser.numerIdentyfikacyjny}
            {addressLines(advertiser).map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p>Ogłoszeniodawca nie uzupełnił danych podmiotu.</p>
        )}
      </section>
      <section aria-labelledby="sec-contacts">
        <h2 id="sec-contacts">Osoby do kontaktu</h2>
        {content.osobyDoKontaktu.length === 0 ? (
          <p>Brak</p>
        ) : (
          <ul className="announcement-view__contacts">
            {content.osobyDoKontaktu.map((person) => (
              <li key={person.id}>
                <strong>
                  {person.imie} {person.nazwisko}
                </strong>
                <br />
                E-mail: <a href={`mailto:${person.email}`}>{person.email}</a>
                {person.numerTelefonu ? (
                  <>
                    <br />
                    Telefon: {person.numerTelefonu}
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PartsSection parts={content.zamowienia} />
      <SummaryTimelines view={view} />
    </div>
  );
}

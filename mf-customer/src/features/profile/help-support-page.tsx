import { useId, useState, type ReactNode } from 'react';
import { CUSTOMER_SUPPORT, HELP_FAQ, HELP_SUPPORT_TEXTS, PROFILE_TEXTS } from '@marketplace/contracts';
import { Accordion, Button, Card, Icon, VisuallyHidden, cx } from '@marketplace/ui';
import { ScreenHeader } from '../layout/screen-header';
import screen from '../layout/screen.module.css';
import { filterFaq } from './faq-filter';
import { SUPPORT_EMAIL_HREF, SUPPORT_PHONE_HREF } from './support-links';
import styles from './profile.module.css';

const FAQ_ITEMS = HELP_FAQ.map((entry, index) => ({ ...entry, id: String(index) }));

function ContactCard({
  icon,
  title,
  availability,
  children,
}: {
  icon: ReactNode;
  title: string;
  availability: string;
  children: ReactNode;
}) {
  return (
    <Card className={styles.contactCard}>
      <span className={styles.contactIcon}>{icon}</span>
      <div className={styles.contactBody}>
        <h3 className={styles.contactTitle}>{title}</h3>
        <p className={styles.meta}>{availability}</p>
        {children}
      </div>
    </Card>
  );
}

/** Customer spec 2, Help & Support: the FAQ with its search, and three ways to reach support. */
export function HelpSupportPage() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const faqHeadingId = useId();
  const contactHeadingId = useId();
  const matches = filterFaq(FAQ_ITEMS, search);

  return (
    <>
      <ScreenHeader title={PROFILE_TEXTS.menu.help} backTo="/customer/profile" />
      <main className={screen.content}>
        <div className={styles.search}>
          <Icon name="search" size={18} />
          <label htmlFor={searchId}>
            <VisuallyHidden>Search FAQs</VisuallyHidden>
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.searchInput}
            placeholder="Search for help"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>

        <Card role="region" aria-labelledby={faqHeadingId}>
          <h2 id={faqHeadingId} className={styles.sectionTitle}>
            Frequently Asked Questions
          </h2>
          {matches.length === 0 ? (
            <p role="status" className={styles.noResults}>
              {HELP_SUPPORT_TEXTS.noResults}
            </p>
          ) : (
            <Accordion
              items={matches.map(({ id, question, answer }) => ({
                id,
                title: question,
                content: <p>{answer}</p>,
              }))}
            />
          )}
        </Card>

        <section aria-labelledby={contactHeadingId} className={screen.form}>
          <h2 id={contactHeadingId} className={styles.sectionTitle}>
            Contact Us
          </h2>
          <ContactCard
            icon={<Icon name="message-circle" size={20} />}
            title={HELP_SUPPORT_TEXTS.liveChat.title}
            availability={HELP_SUPPORT_TEXTS.liveChat.availability}
          >
            {/* Customer spec 2: live chat has no back end; the button only records the wish. */}
            <Button size="small" onClick={() => console.info('Live chat requested')}>
              {HELP_SUPPORT_TEXTS.liveChat.action}
            </Button>
          </ContactCard>
          <ContactCard
            icon={<Icon name="phone" size={20} />}
            title={HELP_SUPPORT_TEXTS.phoneSupport.title}
            availability={HELP_SUPPORT_TEXTS.phoneSupport.availability}
          >
            <a href={SUPPORT_PHONE_HREF} className={cx(screen.link, styles.contactLink)}>
              {CUSTOMER_SUPPORT.phone}
            </a>
          </ContactCard>
          <ContactCard
            icon={<Icon name="mail" size={20} />}
            title={HELP_SUPPORT_TEXTS.emailSupport.title}
            availability={HELP_SUPPORT_TEXTS.emailSupport.availability}
          >
            <a href={SUPPORT_EMAIL_HREF} className={cx(screen.link, styles.contactLink)}>
              {CUSTOMER_SUPPORT.email}
            </a>
          </ContactCard>
        </section>
      </main>
    </>
  );
}

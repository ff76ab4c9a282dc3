import styles from '../become-seller.module.css';

const BENEFITS = [
  { title: 'Earn money while traveling', text: 'Sell the spare kilos in your luggage allowance on trips you are already taking.', icon: '¥' },
  { title: 'Connect people across borders', text: 'Help students and families get books, gifts and essentials from home.', icon: '⇄' },
  { title: 'Set your own prices and schedule', text: 'You choose routes, dates, price per kg and which shipments you accept.', icon: '◷' },
  { title: 'Build trust and reputation', text: 'Every delivery earns ratings and reviews that bring you more offers.', icon: '★' },
];

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title">
      <h2 id="benefits-title" className={styles.sectionTitle}>
        Why couriers love SpaceShare
      </h2>
      <ul className={styles.benefits}>
        {BENEFITS.map((b) => (
          <li key={b.title} className={styles.benefit}>
            <span className={styles.benefitIcon} aria-hidden="true">
              {b.icon}
            </span>
            <span>
              <strong>{b.title}</strong>
              <span className={styles.benefitText}>{b.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

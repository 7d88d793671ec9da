// Every icon and illustration with its name, for editors choosing one (§3; shown in the admin only).
import { Icon, iconNames } from './icons/Icon'
import { Illustration } from './illustrations/Illustration'
import { illustrationNames } from './illustrations/names'
import styles from './Gallery.module.css'

export function Gallery() {
  return (
    <div className={styles.gallery}>
      <h2>Icons</h2>
      <ul className={styles.grid}>
        {iconNames.map((name) => (
          <li key={name} className={styles.item}>
            <Icon name={name} width={name.startsWith('brand-logo') ? 136 : 48} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
      <h2>Illustrations</h2>
      <ul className={styles.grid}>
        {illustrationNames.map((name) => (
          <li key={name} className={styles.item}>
            <Illustration name={name} width={120} />
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

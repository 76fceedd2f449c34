import { Link } from 'react-router'
import { Button } from '../../ui/button'
import { clientRef, type ClientView } from '../../shared/patients/client-read'
import { birthdayShown, maskPhone } from '../../shared/patients/masks'

/** "Such a client may already exist": the matches as links, and an explicit 'create anyway'. */
export function DuplicateWarning({ list, onForce }: { list: ClientView[]; onForce?: () => void }) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <p className="font-medium">
        Можливо, такий клієнт уже є (те саме ім’я та дата народження або телефон):
      </p>
      <ul className="list-disc pl-5 text-sm">
        {list.map((c) => (
          <li key={c.uuid}>
            <Link className="underline" to={`/clients/profile/${clientRef(c)}`} target="_blank">
              {c.pib}
            </Link>{' '}
            {[birthdayShown(c.birthday), c.phone ? maskPhone(c.phone) : ''].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ul>
      {onForce && (
        <Button variant="secondary" className="justify-self-start" onClick={onForce}>
          Все одно зберегти
        </Button>
      )}
    </div>
  )
}

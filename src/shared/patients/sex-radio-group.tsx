/** The sex of a patient (spec 000 §3: man, woman) as a radio group, shared by the client and search forms. */
const options = [
  ['man', 'Чоловіча'],
  ['woman', 'Жіноча'],
] as const

export function SexRadioGroup({
  name,
  value,
  onChange,
}: {
  name: string
  value: '' | 'man' | 'woman' | null
  onChange: (v: 'man' | 'woman') => void
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-slate-800">Стать</legend>
      <div className="flex min-h-11 items-center gap-4">
        {options.map(([v, label]) => (
          <label key={v} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} checked={value === v} onChange={() => onChange(v)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

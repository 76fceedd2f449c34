/**
 * The template's tree of sections and indicators in the constructor: each row indented under its
 * parent, dragged by its handle with the mouse, a finger or the keyboard (Space, arrows, Space —
 * @dnd-kit with Ukrainian announcements); a row with a message is marked; choosing a row opens it in
 * the editor beside the tree.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical } from 'lucide-react'
import {
  indicatorWidgetOptions,
  isSection,
  type TemplateIndicator,
} from '../../../../domain/protocols/template-rules'
import { cn } from '../../../lib/cn'
import { treeRows } from './template-tree'

const widgetLabel = new Map<string, string>(indicatorWidgetOptions.map((o) => [o.value, o.label]))

export function IndicatorTree({
  indicators,
  selected,
  invalid,
  editable,
  onSelect,
  onMove,
}: {
  indicators: readonly TemplateIndicator[]
  selected: string | null
  /** Codes of rows with a message. */
  invalid: ReadonlySet<string>
  editable: boolean
  onSelect: (code: string) => void
  onMove: (active: string, over: string) => void
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const rows = treeRows(indicators)
  const labelOf = (id: string | number) => indicators.find((i) => i.code === String(id))?.label ?? String(id)
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Взято «${labelOf(active.id)}».`,
    onDragOver: ({ active, over }) =>
      over ? `«${labelOf(active.id)}» над «${labelOf(over.id)}».` : `«${labelOf(active.id)}» поза списком.`,
    onDragEnd: ({ active, over }) =>
      over ? `«${labelOf(active.id)}» поставлено на місце «${labelOf(over.id)}».` : 'Переміщення скасовано.',
    onDragCancel: ({ active }) => `Переміщення «${labelOf(active.id)}» скасовано.`,
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id))
  }
  if (rows.length === 0) return <p className="text-slate-600">У шаблоні ще немає показників.</p>
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Щоб перемістити, натисніть пробіл, стрілками оберіть місце і натисніть пробіл ще раз; Escape — скасувати.',
        },
      }}
    >
      <SortableContext items={rows.map((r) => r.indicator.code)} strategy={verticalListSortingStrategy}>
        <ol aria-label="Структура шаблону" className="grid gap-1">
          {rows.map(({ indicator, depth }) => (
            <TreeItem
              key={indicator.code}
              indicator={indicator}
              depth={depth}
              selected={selected === indicator.code}
              invalid={invalid.has(indicator.code)}
              editable={editable}
              onSelect={() => onSelect(indicator.code)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function TreeItem({
  indicator: i,
  depth,
  selected,
  invalid,
  editable,
  onSelect,
}: {
  indicator: TemplateIndicator
  depth: number
  selected: boolean
  invalid: boolean
  editable: boolean
  onSelect: () => void
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: i.code, disabled: !editable })
  const section = isSection(i)
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, marginLeft: `${depth * 1.25}rem` }}
      className={cn(
        'flex items-stretch rounded-md border bg-white',
        selected ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
        invalid && !selected && 'border-red-600',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      {editable && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          aria-label={`Перемістити «${i.label}»`}
          className="flex w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-l-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className={cn(
          'grid min-h-11 flex-1 px-2 py-1 text-left focus-visible:outline-2 focus-visible:outline-brand-700',
          !editable && 'rounded-l-md',
        )}
      >
        <span className={cn('text-slate-900', section && 'font-semibold')}>
          {i.label}
          {invalid && <span className="text-sm text-red-700"> — є помилка</span>}
        </span>
        <span className="text-xs text-slate-600">
          {i.code} · {widgetLabel.get(i.widget) ?? i.widget}
          {i.formula ? ' · формула' : ''}
        </span>
      </button>
    </li>
  )
}

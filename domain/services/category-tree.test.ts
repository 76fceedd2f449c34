import { describe, expect, it } from 'vitest'
import { categoryTree } from './category-tree'

describe('the category tree of the services screen', () => {
  it('lists each top-level category in its order followed by its sub-categories, named by the path', () => {
    const tree = categoryTree([
      { id: 3, name: 'Педіатрія', parentId: 1, sort: 10 },
      { id: 2, name: 'Діагностика', parentId: null, sort: 10 },
      { id: 4, name: 'Терапія', parentId: 1, sort: 0 },
      { id: 1, name: 'Консультації', parentId: null, sort: 0 },
      { id: 5, name: 'Без батька', parentId: 99, sort: 0 },
    ])
    expect(tree).toEqual([
      { id: 1, label: 'Консультації', level: 1 },
      { id: 4, label: 'Консультації › Терапія', level: 2 },
      { id: 3, label: 'Консультації › Педіатрія', level: 2 },
      { id: 2, label: 'Діагностика', level: 1 },
    ])
  })
})

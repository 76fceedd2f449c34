/**
 * One provider conversation at a time per cash register in this process: a receipt's sale, an offline
 * number given when the provider is away, and the upload that brings the register back never interleave
 * (an upload tells the provider the register is offline until its last receipt is in). A second server
 * process on the same register may interleave; the receipts' own ids still keep each one fiscalised once.
 */
const tails = new Map<number, Promise<unknown>>()

export function withRegister<T>(registerId: number, run: () => Promise<T>): Promise<T> {
  const before = tails.get(registerId) ?? Promise.resolve()
  const result = before.then(run, run)
  const tail = result.catch(() => undefined)
  tails.set(registerId, tail)
  void tail.then(() => {
    if (tails.get(registerId) === tail) tails.delete(registerId)
  })
  return result
}

import { CheckIcon } from "@heroicons/react/20/solid";
import type { ProductSlug } from "@/lib/catalogue";

export interface StudyRow {
  id: string;
  name: string;
  text: string;
  /** What each product does in this study type; absent when it is not used. */
  uses: Partial<Record<ProductSlug, string>>;
}

interface Labels {
  caption: string;
  study: string;
  notUsed: string;
}

/**
 * Study types against products. A real table from md up; below, one card per study type
 * listing only the products it uses, so a phone never scrolls sideways.
 */
export function StudyMatrix({
  rows,
  products,
  labels,
}: {
  rows: readonly StudyRow[];
  products: readonly { slug: ProductSlug; name: string }[];
  labels: Labels;
}) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl ring-1 ring-ink-900/10 md:block">
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{labels.caption}</caption>
          <thead className="bg-brand-50 text-ink-900">
            <tr>
              <th scope="col" className="w-1/5 p-4 font-semibold">
                {labels.study}
              </th>
              {products.map(({ slug, name }) => (
                <th key={slug} scope="col" className="p-4 font-semibold">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-900/10 bg-white">
            {rows.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="p-4 font-normal">
                  <span className="block font-semibold text-ink-900">{row.name}</span>
                  <span className="mt-1 block text-ink-600">{row.text}</span>
                </th>
                {products.map(({ slug }) => (
                  <td key={slug} className="p-4 text-ink-700">
                    {row.uses[slug] ? (
                      <>
                        <CheckIcon aria-hidden="true" className="mb-1 size-5 text-brand-600" />
                        {row.uses[slug]}
                      </>
                    ) : (
                      <span className="text-ink-500">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{labels.notUsed}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-4 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl bg-white p-5 ring-1 ring-ink-900/10">
            <h3 className="font-semibold text-ink-900">{row.name}</h3>
            <p className="mt-1 text-sm text-ink-600">{row.text}</p>
            <dl className="mt-4 space-y-3 text-sm">
              {products
                .filter(({ slug }) => row.uses[slug])
                .map(({ slug, name }) => (
                  <div key={slug}>
                    <dt className="font-semibold text-brand-700">{name}</dt>
                    <dd className="text-ink-700">{row.uses[slug]}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

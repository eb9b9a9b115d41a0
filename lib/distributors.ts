/**
 * Distributors of the devices. Addresses are written as the post of their country writes
 * them, so they are data, not copy; the country name is shown in the visitor's language
 * (Intl.DisplayNames, from the ISO 3166 code).
 */
export interface Distributor {
  id: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: string;
  website: string;
  address: readonly string[];
  email: string;
}

export const distributors: readonly Distributor[] = [
  {
    id: "dermatech-de",
    country: "DE",
    name: "DermaTech Vertrieb GmbH",
    website: "https://www.dermatech-vertrieb.example",
    address: ["Hafenstraße 21", "20457 Hamburg"],
    email: "vertrieb@dermatech-vertrieb.example",
  },
  {
    id: "skinlab-it",
    country: "IT",
    name: "SkinLab Strumenti S.r.l.",
    website: "https://www.skinlab-strumenti.example",
    address: ["Via Giuseppe Mazzini 14", "20123 Milano MI"],
    email: "info@skinlab-strumenti.example",
  },
  {
    id: "iberderm-es",
    country: "ES",
    name: "Iberderm Equipos Científicos S.L.",
    website: "https://www.iberderm.example",
    address: ["Calle de Alcalá 87", "28009 Madrid"],
    email: "ventas@iberderm.example",
  },
  {
    id: "clinimetrics-gb",
    country: "GB",
    name: "CliniMetrics UK Ltd",
    website: "https://www.clinimetrics-uk.example",
    address: ["4 Science Park Road", "Cambridge CB4 0FZ"],
    email: "sales@clinimetrics-uk.example",
  },
  {
    id: "nordskin-se",
    country: "SE",
    name: "NordSkin Instrument AB",
    website: "https://www.nordskin.example",
    address: ["Drottninggatan 55", "111 21 Stockholm"],
    email: "order@nordskin.example",
  },
  {
    id: "beauty-research-us",
    country: "US",
    name: "Beauty Research Supply Inc.",
    website: "https://www.beautyresearchsupply.example",
    address: ["250 Hudson Street, Suite 9", "New York, NY 10013"],
    email: "sales@beautyresearchsupply.example",
  },
  {
    id: "westcoast-us",
    country: "US",
    name: "WestCoast Clinical Devices LLC",
    website: "https://www.westcoastclinical.example",
    address: ["1200 Harbor Boulevard", "Costa Mesa, CA 92626"],
    email: "hello@westcoastclinical.example",
  },
  {
    id: "kbeauty-kr",
    country: "KR",
    name: "K-Derm Solutions Co., Ltd.",
    website: "https://www.kderm-solutions.example",
    address: ["Teheran-ro 152, Gangnam-gu", "Seoul 06236"],
    email: "contact@kderm-solutions.example",
  },
];

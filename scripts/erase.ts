/**
 * `npm run erase -- <email>`: erases an address everywhere (its subscription and every contact
 * message sent from it, whatever the case), in the server's database (DATABASE_URL, else
 * DATABASE_PATH), and says what it removed. For erasure requests (GDPR article 17).
 */
import { checkEmail } from "../lib/validation.ts";
import { runScript, withFormsStore } from "./lib/forms-store.ts";

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const email = args.length === 1 ? checkEmail(args[0]) : undefined;
  if (!email?.ok) {
    console.error("Usage: npm run erase -- <email address>  (one valid address)");
    return 2;
  }
  const erased = await withFormsStore((store) => store.write("erase", email.value));
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
  console.log(
    `Erased ${email.value}: ${plural(erased.subscriptions, "subscription")}, ` +
      `${plural(erased.messages, "contact message")}.`,
  );
  return 0;
}

await runScript(main);

import { CheckCircleIcon } from "@heroicons/react/24/solid";
import { BackLink } from "../ui/back-link.tsx";
import { ButtonLink } from "../ui/button-link.tsx";
import { MessagePanel } from "./message-panel.tsx";

export function OutcomeMessage({
  title,
  text,
  back,
  success = false,
}: {
  title: string;
  text: string;
  back: { href: string; label: string; toForm?: boolean };
  success?: boolean;
}) {
  const mark = success ? (
    <CheckCircleIcon aria-hidden="true" className="size-14 text-brand-600" />
  ) : undefined;
  return (
    <MessagePanel mark={mark} title={title} text={text}>
      {back.toForm ? (
        <BackLink href={back.href}>{back.label}</BackLink>
      ) : (
        <ButtonLink href={back.href}>{back.label}</ButtonLink>
      )}
    </MessagePanel>
  );
}

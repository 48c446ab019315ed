/** A console form's failure, read out when it appears; keeps its line when empty. */
export function FormFailure({ text }: { text: string | undefined }) {
  return (
    <p role="alert" className="min-h-6 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

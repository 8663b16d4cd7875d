/**
 * The booking form's words, as data/water-test.json gives them (src/schema/*.graphql
 * BookingForm). Written to accept the page query's generated type: lists are readonly
 * and a text that may be absent may be null.
 */
type Text = string;
type MaybeText = string | null | undefined;

interface Option {
  readonly value: string;
  readonly label: string;
}

interface Missing {
  readonly missing: Text;
}

export interface BookingFormText {
  readonly title: Text;
  readonly intro: Text;
  readonly requiredNote: Text;
  readonly optional: Text;
  readonly fields: {
    readonly name: { readonly label: Text; readonly errors: Missing };
    readonly phone: {
      readonly label: Text;
      readonly hint: Text;
      readonly placeholder: Text;
      readonly errors: { readonly empty: Text; readonly format: Text; readonly notMobile: Text };
    };
    readonly email: { readonly label: Text; readonly hint: Text; readonly errors: { readonly format: Text } };
    readonly emirate: { readonly label: Text; readonly placeholder?: MaybeText; readonly errors: Missing };
    readonly area: { readonly label: Text; readonly placeholder?: MaybeText; readonly errors: Missing };
    readonly propertyType: ChoiceText;
    readonly waterSource: ChoiceText;
    readonly concerns: ChoiceText;
    readonly date: {
      readonly label: Text;
      readonly hint: Text;
      readonly errors: {
        readonly missing: Text;
        readonly invalid: Text;
        readonly past: Text;
        readonly tooFar: Text;
        readonly closedDay: Text;
      };
    };
    readonly timeWindow: {
      readonly label: Text;
      readonly placeholder: Text;
      readonly windows: ReadonlyArray<Option & { readonly from: string; readonly to: string }>;
      readonly errors: Missing;
    };
    readonly consent: { readonly label: Text; readonly errors: Missing };
  };
  readonly honeypot: Text;
  readonly submit: { readonly idle: Text; readonly sending: Text; readonly sent: Text };
  readonly confirmation: Text;
  readonly whatsapp: { readonly text: Text; readonly link: Text; readonly newTab: Text; readonly message: Text };
  readonly failure: {
    readonly title: Text;
    readonly kept: Text;
    readonly whatsapp: Text;
    readonly call: Text;
    readonly reasons: {
      readonly rateLimited: Text;
      readonly headless: Text;
      readonly blocked: Text;
      readonly network: Text;
      readonly timeout: Text;
      readonly server: Text;
      readonly notConfigured: Text;
      readonly unexpected: Text;
    };
  };
}

export interface ChoiceText {
  readonly legend: Text;
  readonly hint?: MaybeText;
  readonly options: readonly Option[];
  readonly errors: Missing;
}
